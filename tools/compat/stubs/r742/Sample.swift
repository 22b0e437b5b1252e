import SwiftUI

// Notifications: the list, unread ones marked with a dot.
@MainActor func makeSampleRow() -> some View {
    let notifications = [
        Notification(title: "Invitation Received", content: "User mia@example.com requests to follow you.",
                     type: .invitationReceived, read: false, time: Date()),
        Notification(title: "Invitation Accepted", content: "User leo@example.com accepted your follow request.",
                     type: .invitationAccepted, read: true, time: Date()),
        Notification(title: "Account Created", content: "Welcome to our app.", type: .accountCreated, read: true, time: Date()),
    ]
    return NavigationStack {
        List(notifications.indices, id: \.self) { NotificationListItemView(notification: notifications[$0]) }
            .navigationTitle("Notifications")
    }
}
