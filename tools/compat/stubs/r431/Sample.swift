import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        NotificationCell(notification: NotificationModel(id: UUID(), hour: 9, minute: 30, text: "Time for a glass of water"), onDelete: { _ in })
        NotificationCell(notification: NotificationModel(id: UUID(), hour: 14, minute: 15, text: "Your tulip is thirsty"), onDelete: { _ in })
    }
}
