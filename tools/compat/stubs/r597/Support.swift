// Stubs for genekoval/minty-swiftui Shared/Views/Posts/Row/PostRowMinimal.swift: PostViewModel
// (Shared/ViewModels/Posts/PostViewModel.swift; title and preview) and PostRowPreview (Views/Posts/Row/
// PostRowPreview.swift; a grey tile for an object, the text symbol without one). Our own test doubles.
import SwiftUI
import Minty

final class PostViewModel: ObservableObject, Identifiable {
    let id: UUID
    @Published private(set) var title: String
    @Published private(set) var preview: ObjectPreview?

    init(id: UUID = UUID(), title: String, preview: ObjectPreview? = nil) {
        self.id = id
        self.title = title
        self.preview = preview
    }
}

struct PostRowPreview: View {
    let object: ObjectPreview?

    var body: some View {
        if object != nil {
            RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3))
        } else {
            Image(systemName: "text.justifyleft")
                .font(.title)
                .foregroundColor(.secondary)
        }
    }
}
