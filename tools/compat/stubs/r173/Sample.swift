import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack {
        MessageStatusView(status: .sending, onRetry: {})
        MessageStatusView(status: .sent, onRetry: {})
        MessageStatusView(status: .delivered, onRetry: {})
        MessageStatusView(status: .readBy(["u2"]), onRetry: {})
        MessageStatusView(status: .error(DraftMessage(id: nil, text: "", medias: [], giphyMedia: nil,
                                                      recording: nil, replyMessage: nil, createdAt: Date())),
                          onRetry: {})
    }
}
