import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // MainView: the demo's sections as rows in a navigation list.
    NavigationStack {
        List {
            Section("System UI") {
                RowView(title: "Overlay translation", subtitle: "Show a translation sheet over the text", imageName: "text.bubble")
                RowView(title: "Replace translation", subtitle: "Swap the text for its translation", imageName: "arrow.left.arrow.right")
            }
            Section("Custom UI") {
                RowView(title: "Single string", subtitle: "Translate one string with a session", imageName: "character.bubble")
                RowView(title: "Batch of strings", subtitle: "Translate a survey page at once", imageName: "list.bullet.rectangle")
            }
        }
        .navigationTitle("Translation")
    }
}
