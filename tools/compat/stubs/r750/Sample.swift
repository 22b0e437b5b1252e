import SwiftUI

// The library tab's navigation entries.
@MainActor func makeSampleRow() -> some View {
    List {
        Section {
            LibraryNavListItem("Watch History", systemName: "clock.arrow.circlepath")
            LibraryNavListItem("Side Loads", subTitle: "12 videos", systemName: "arrow.right.circle")
            LibraryNavListItem("Bookmarks", systemName: "bookmark.fill")
            LibraryNavListItem("Settings", systemName: "gearshape.fill")
        }
    }
}
