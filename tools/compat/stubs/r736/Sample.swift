import SwiftUI

// A conversation: bubbles from both sides in a scroll view.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 8) {
            MessageBubbleView(message: "Hi! Are you coming to the office tonight?", messageSendTime: "9:41 AM",
                              messageType: .receiver, isMessageReceived: true)
            MessageBubbleView(message: "Yes, around 7. Want me to bring anything?", messageSendTime: "9:43 AM",
                              messageType: .sender, isMessageReceived: true)
            MessageBubbleView(message: "Just snacks 🙂", messageSendTime: "9:44 AM", messageType: .receiver, isMessageReceived: false)
        }
        .padding(.vertical)
    }
}
