import SwiftUI

// The calls tab's contacts.
@MainActor func makeSampleRow() -> some View {
    List(ChatSamples.friends) { friend in
        CallRow(data: friend)
    }
    .listStyle(.plain)
}
