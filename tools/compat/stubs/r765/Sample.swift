import SwiftUI

// The profile screen's account actions in a list.
@MainActor func makeSampleRow() -> some View {
    List {
        Section("Account") {
            ButtonRow(imageName: "exclamationmark.bubble", title: "Report an Issue", tintColor: .orange)
            ButtonRow(imageName: "arrow.left.circle.fill", title: "Sign Out", tintColor: .red)
            ButtonRow(imageName: "xmark.circle.fill", title: "Delete Account", tintColor: .red)
        }
    }
}
