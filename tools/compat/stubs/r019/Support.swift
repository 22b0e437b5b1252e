import SwiftUI
// Stubs for AugustDev/enchanted Enchanted/UI/Shared/Chat/Components/ConversationStatusView.swift (what the row uses from elsewhere in its app).

enum ConversationState: Equatable {
    case loading
    case completed
    case error(message: String)
}
