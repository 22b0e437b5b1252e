import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        InboxRowView()
        InboxRowView()
    }
    .listStyle(.plain)
}
