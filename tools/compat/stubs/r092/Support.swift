import SwiftUI
// Stubs for wallabag/ios-app App/Features/Entry/EntryRowView.swift (what the row uses from elsewhere
// in its app; the shared ones are in _apps/wallabag+ios-app).

/// The entry's preview picture (downloaded in the app; the book placeholder here).
struct EntryPicture: View {
    var url: String?

    var body: some View {
        Image(systemName: "book")
            .resizable()
            .scaledToFit()
    }
}
