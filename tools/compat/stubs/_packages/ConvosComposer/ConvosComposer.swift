import SwiftUI
import ConvosCore
// Stub of Convos's ConvosComposer package (xmtplabs/convos-ios ConvosCore/Sources/ConvosComposer): the
// profile avatar the Convos rows use, drawn as a monogram (or emoji) circle. Test double.

public struct InboxProfileAvatarView: View {
    let inboxId: String
    let fallbackName: String
    let placeholderEmoji: String?
    let agentVerification: AgentVerification
    var fallbackCacheable: (any ImageCacheable)?

    public init(inboxId: String, fallbackName: String, placeholderEmoji: String?, agentVerification: AgentVerification,
                fallbackCacheable: (any ImageCacheable)? = nil) {
        self.inboxId = inboxId
        self.fallbackName = fallbackName
        self.placeholderEmoji = placeholderEmoji
        self.agentVerification = agentVerification
        self.fallbackCacheable = fallbackCacheable
    }

    public var body: some View {
        GeometryReader { proxy in
            Circle()
                .fill(Color(white: 0.85))
                .overlay(
                    Text(placeholderEmoji ?? String(fallbackName.prefix(1)).uppercased())
                        .font(.system(size: proxy.size.width * 0.42, weight: .semibold))
                        .foregroundStyle(.white)
                )
        }
        .aspectRatio(1, contentMode: .fit)
    }
}
