import SwiftUI

@MainActor func makeSampleRow() -> some View {
    FeedToggleRow(item: FeedToggleRow.Item(
        source: .relay(host: "relay.nos.social", description: "The Nos relay: moderated, fast, free to read."),
        isOn: true
    ))
    .padding(.horizontal)
}
