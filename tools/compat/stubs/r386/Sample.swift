import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        ChatPreviewCell(percentageRemaining: 0.7, hasNewMessage: true)
        ChatPreviewCell(percentageRemaining: 0.25, hasNewMessage: false,
                        lastChatMessage: "See you on Saturday then!", isYourMove: false)
    }
    .padding()
}
