// Stubs for savoirfairelinux/jami-client-ios shared by its rows (r823–r825): the avatar provider, its
// factory and environment value and the avatar view (Helpers/AvatarView.swift; here a monogram circle),
// Constants.AvatarSize, the reaction and contact-message view models, MessageStyling (MessageProtocols.swift),
// the active-call banner model with ActiveCall, the generated L10n string, the "jami" colour set
// (Colors.xcassets: #00345F light, (0.012, 0.612, 0.769) dark) and VisualEffect (View+Helpers.swift).
// Our own test doubles with the app's names.
import SwiftUI
import UIKit

enum Constants {
    enum AvatarSize: CGFloat {
        case conversation20 = 20
        case medium40 = 40
        case large80 = 80

        var points: CGFloat { rawValue }
    }
}

final class AvatarProvider: ObservableObject {
    let jamiId: String
    let size: Constants.AvatarSize
    @Published var profileName: String

    init(jamiId: String, profileName: String, size: Constants.AvatarSize) {
        self.jamiId = jamiId
        self.profileName = profileName
        self.size = size
    }
}

final class AvatarProviderFactory {
    var names: [String: String] = [:]

    init(names: [String: String] = [:]) { self.names = names }

    func provider(for jamiId: String, size: Constants.AvatarSize) -> AvatarProvider {
        AvatarProvider(jamiId: jamiId, profileName: names[jamiId] ?? "", size: size)
    }
}

private struct AvatarProviderFactoryKey: EnvironmentKey {
    static let defaultValue: AvatarProviderFactory? = nil
}

extension EnvironmentValues {
    var avatarProviderFactory: AvatarProviderFactory? {
        get { self[AvatarProviderFactoryKey.self] }
        set { self[AvatarProviderFactoryKey.self] = newValue }
    }
}

struct AvatarSwiftUIView: View {
    @ObservedObject var source: AvatarProvider
    var sizeOverride: CGFloat?

    var body: some View {
        let side = sizeOverride ?? source.size.points
        let name = source.profileName.isEmpty ? source.jamiId : source.profileName
        ZStack {
            Circle().fill(Color(red: 0.35, green: 0.55, blue: 0.85))
            Text(String(name.prefix(1)).uppercased())
                .font(.system(size: side * 0.45, weight: .semibold))
                .foregroundColor(.white)
        }
        .frame(width: side, height: side)
    }
}

class ReactionsRowViewModel: Identifiable, ObservableObject {
    let jamiId: String
    let messageId: String
    @Published var username: String = ""
    @Published var content = [String: String]()

    init(jamiId: String, messageId: String, username: String, reactions: [String]) {
        self.jamiId = jamiId
        self.messageId = messageId
        self.username = username
        for (index, reaction) in reactions.enumerated() { content["\(messageId)-\(index)"] = reaction }
    }

    func toString() -> String { content.keys.sorted().compactMap { content[$0] }.joined(separator: " ") }
}

struct MessageStyling {
    let defaultTextColor: Color = Color(UIColor.label)
    let defaultSecondaryTextColor: Color = Color.secondary
    let defaultTextFont: Font = Font.callout.weight(.regular)
    let defaultSecondaryFont: Font = Font.footnote.weight(.regular)
    var textColor: Color
    var secondaryTextColor: Color
    var textFont: Font
    var secondaryFont: Font

    init() {
        textColor = defaultTextColor
        secondaryTextColor = defaultSecondaryTextColor
        textFont = defaultTextFont
        secondaryFont = defaultSecondaryFont
    }
}

struct MessageModel {
    var uri: String
    var authorId: String
    var content: String
    var isInitial: Bool
}

class ContactMessageVM: ObservableObject {
    @Published var needAvatar: Bool = false
    @Published var content: String
    @Published var borderColor: Color
    @Published var backgroundColor: Color
    var inset: CGFloat
    var height: CGFloat
    var styling = MessageStyling()
    var message: MessageModel

    init(message: MessageModel, needAvatar: Bool) {
        self.message = message
        self.needAvatar = needAvatar
        content = message.content
        backgroundColor = Color(UIColor.clear)
        inset = message.isInitial ? 0 : 7
        height = message.isInitial ? 25 : 45
        borderColor = message.isInitial ? Color(UIColor.clear) : Color(UIColor.secondaryLabel)
        if !message.isInitial {
            styling.textFont = styling.secondaryFont
            styling.textColor = styling.defaultSecondaryTextColor
        }
    }
}

struct ActiveCall: Hashable {
    let id: String
    let uri: String
    let device: String
    let conversationId: String
    let accountId: String
    let isFromLocalDevice: Bool
}

class CallBannerViewModel: ObservableObject {
    @Published var isVisible = false
    @Published var activeCalls: [ActiveCall] = []

    init(activeCalls: [ActiveCall]) {
        self.activeCalls = activeCalls
        isVisible = !activeCalls.isEmpty
    }

    func acceptVideoCall(for call: ActiveCall) {}
    func acceptAudioCall(for call: ActiveCall) {}
}

enum L10n {
    enum Calls {
        static let activeCallInConversation = "A call is in progress. Do you want to join the call?"
    }
}

extension UIColor {
    static let jami = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.012, green: 0.612, blue: 0.769, alpha: 1)
            : UIColor(red: 0, green: 0x34 / 255.0, blue: 0x5F / 255.0, alpha: 1)
    }
}

extension Color {
    static let jami = Color(UIColor.jami)
}

struct VisualEffect: UIViewRepresentable {
    let style: UIBlurEffect.Style
    var withVibrancy = false

    func makeUIView(context: Context) -> UIVisualEffectView {
        let blur = UIBlurEffect(style: style)
        return UIVisualEffectView(effect: withVibrancy ? UIVibrancyEffect(blurEffect: blur) : blur)
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}
