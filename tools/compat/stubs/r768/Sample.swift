import SwiftUI

// The profile's grid of drafts, three to a row.
@MainActor func makeSampleRow() -> some View {
    let date = Date(timeIntervalSince1970: 1_764_200_000)
    let drafts = [
        Draft(id: "1", userID: "u", title: "", content: "Notes from the train: the city looks different at six in the morning.",
              timestamp: date, isFavorited: true, isHidden: false, isArchived: false, isPublished: true, prompt: nil, isPrompted: false),
        Draft(id: "2", userID: "u", title: "", content: "What would you tell your younger self? Probably to worry less.",
              timestamp: date.addingTimeInterval(-86_400), isFavorited: false, isHidden: false, isArchived: false, isPublished: false,
              prompt: "What would you tell your younger self?", isPrompted: true),
        Draft(id: "3", userID: "u", title: "", content: "Grocery list and a half-written poem.",
              timestamp: date.addingTimeInterval(-400_000), isFavorited: false, isHidden: true, isArchived: false, isPublished: false,
              prompt: nil, isPrompted: false),
    ]
    return StatefulPreviewWrapper { selected, show in
        ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: 3), spacing: 16) {
                ForEach(drafts) { draft in
                    CardView(userViewModel: UserViewModel(), draft: draft, selectedDraft: selected, showNote: show)
                }
            }
            .padding(20)
        }
        .background(Color("AppBackgroundColor"))
    }
}

/// Holds the grid's selection state for the sample.
struct StatefulPreviewWrapper<Content: View>: View {
    @State private var selected: Draft? = nil
    @State private var show = false
    let content: (Binding<Draft?>, Binding<Bool>) -> Content

    var body: some View { content($selected, $show) }
}
