import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ConversationStatusView(state: .error(message: "Could not connect"))
}
