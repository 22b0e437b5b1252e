import SwiftUI

// Compose message: the "To" field's recipient pills, wrapped in rows.
@MainActor func makeSampleRow() -> some View {
    let recipients = [
        Recipient(id: "1", name: "Maya Okafor", avatarURL: nil),
        Recipient(id: "2", name: "Jonas Lindqvist", avatarURL: nil),
        Recipient(id: "3", name: "All in Biology 101 – Section 3", avatarURL: nil),
    ]
    return VStack(alignment: .leading, spacing: 8) {
        Text("To").font(.regular16).foregroundColor(.textDark)
        HStack(spacing: 6) {
            RecipientPillView(recipient: recipients[0]) { _ in }
            RecipientPillView(recipient: recipients[1]) { _ in }
        }
        RecipientPillView(recipient: recipients[2]) { _ in }
        Divider()
        Spacer()
    }
    .padding(16)
    .background(Color.backgroundLightest)
}
