import SwiftUI
// Stubs for razeware/emitron-iOS Emitron/Emitron/UI/Shared/Tags/CompletedTag.swift (what the row uses from elsewhere in its app).

/// The app's TagView (it is r060's row): a capsule of uppercase text with an optional icon.
struct TagView: View {
    let text: String
    let textColor: Color
    let backgroundColor: Color
    let borderColor: Color
    var image: Image?

    var body: some View {
        HStack(spacing: 3) {
            image?
                .resizable()
                .aspectRatio(contentMode: .fit)
                .foregroundColor(textColor)
                .frame(height: 12)
            Text(text.uppercased())
                .foregroundColor(textColor)
                .font(.uiUppercaseTag)
        }
        .padding(.vertical, 5)
        .padding(.horizontal, 7)
        .background(backgroundColor)
        .cornerRadius(6)
    }
}
