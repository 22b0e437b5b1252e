import Foundation

/// The app object, as rows reach it (`UIApplication.shared`). A render runs no app: what a
/// row asks of it outside the view — open a URL, badge the icon, keep the screen on — has no
/// effect, and it keeps nothing (so one render never sees what another asked).
@MainActor @preconcurrency public final class UIApplication {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    private init() {}

    /// Always 0; setting it does nothing.
    public var applicationIconBadgeNumber: Int { get { 0 } set {} }
    /// Always false; setting it does nothing.
    public var isIdleTimerDisabled: Bool { get { false } set {} }

    /// Options `open(_:options:completionHandler:)` takes (none has an effect here).
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    /// Opens nothing: the completion handler hears that the URL was not opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: (@MainActor (Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    /// No app can open anything in a render.
    public func canOpenURL(_ url: URL) -> Bool { false }
}
