import SwiftUI
// Stubs for nostur-com/nostur-ios-public Nostur/Screens/MainTabs/Search/Search+FollowHashtagTile.swift (what the row uses from elsewhere in its app).

/// The app's color theme (the real one reads asset-catalog colors).
public struct Theme: Equatable, Identifiable {
    public var id = "Default"
    public var accent = Color(red: 0.60, green: 0.27, blue: 0.92)
    public var background = Color.white
    public var badge = Color.red
}

struct ThemesEnvironmentKey: EnvironmentKey {
    static let defaultValue: Theme = Theme()
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemesEnvironmentKey.self] }
        set { self[ThemesEnvironmentKey.self] = newValue }
    }
}

/// The app's button style.
struct NRButtonStyle: ButtonStyle {
    @Environment(\.theme) var theme
    var style: Style = .default
    var tint: Color? = nil

    enum Style { case `default`, borderedProminent, theme }

    func makeBody(configuration: Configuration) -> some View {
        switch style {
        case .default:
            configuration.label
                .foregroundColor(tint ?? theme.accent)
        case .borderedProminent:
            configuration.label
                .padding(.horizontal, 12)
                .padding(.vertical, 3)
                .background(tint ?? theme.accent)
                .cornerRadius(25)
                .foregroundColor(Color.white)
        case .theme:
            configuration.label
                .background(tint ?? theme.accent)
                .foregroundColor(Color.white)
        }
    }
}

/// The logged-in account (a Core Data object in the app).
public class CloudAccount: ObservableObject {
    @Published var followingHashtags: Set<String>
    init(followingHashtags: Set<String> = []) { self.followingHashtags = followingHashtags }
    public func publishNewContactList(_ safeMode: Bool = false) {}
}

/// The app's preview wrapper (sets up a preview account and environment objects).
struct PreviewContainer<Content: View>: View {
    private var content: () -> Content
    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    var body: some View { content() }
}

/// The logged-in account, or the one with this public key.
func account(by accountPubkey: String? = nil) -> CloudAccount? {
    CloudAccount(followingHashtags: ["bitcoin"])
}
