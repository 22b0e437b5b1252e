import SwiftUI

// The app's information screen: rows with a link or a value and an icon.
@MainActor func makeSampleRow() -> some View {
    List {
        Section(header: Text("About")) {
            CustomListRowView(rowLabel: "Version", rowContent: "1.2.0", rowIcon: "info.circle", rowTintColor: .indigo)
            CustomListRowView(rowLabel: "Developer", rowContent: "Martin", rowIcon: "person", rowTintColor: .indigo)
        }
        Section(header: Text("Support")) {
            CustomListRowView(rowLabel: "Report a Problem", rowLinkLabel: "Report a Problem",
                              rowLinkDestination: "mailto:support@example.com?subject=Chronicle", rowIcon: "exclamationmark.circle",
                              rowTintColor: .indigo)
        }
    }
}
