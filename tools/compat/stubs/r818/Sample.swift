import SwiftUI
import BitFoundation

// Private messages with their delivery marks, as the chat shows them beside the text.
@MainActor func makeSampleRow() -> some View {
    let sent = Date(timeIntervalSince1970: 1_764_300_000)
    let statuses: [DeliveryStatus] = [
        .sending, .sent, .carried, .delivered(to: "alice", at: sent), .read(by: "alice", at: sent),
        .failed(reason: "peer offline"), .partiallyDelivered(reached: 3, total: 5),
    ]
    return List {
        ForEach(statuses, id: \.self) { status in
            HStack {
                Text(status.displayText)
                    .bitchatFont(size: 14)
                Spacer()
                DeliveryStatusView(status: status)
            }
        }
    }
    .listStyle(.plain)
}
