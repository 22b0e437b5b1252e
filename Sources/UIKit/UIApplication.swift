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
    /// The app's scenes: none, as a render has no window (code that presents from the first
    /// window finds none and presents nothing).
    public var connectedScenes: Set<UIScene> { [] }
    /// The app's windows: none.
    public var windows: [UIWindow] { [] }
    public var keyWindow: UIWindow? { nil }
}

/// A scene of the app (`UIApplication.shared.connectedScenes`).
@MainActor open class UIScene: Hashable {
    public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
    public var activationState: ActivationState { .foregroundActive }
    nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
/// A scene with windows.
@MainActor open class UIWindowScene: UIScene {
    public var windows: [UIWindow] { [] }
    public var keyWindow: UIWindow? { nil }
    public var screen: UIScreen { UIScreen.main }
}
/// A window: the root of a view hierarchy.
@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { false }
    open func makeKeyAndVisible() {}
}

/// The device a row runs on: an iPhone on iOS 18, in portrait (constants: nothing reads the machine).
@MainActor public final class UIDevice {
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }
    /// A new description each time: a render shares no state between views.
    public static var current: UIDevice { UIDevice() }
    public let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    public let name = "iPhone", model = "iPhone", localizedModel = "iPhone", systemName = "iOS", systemVersion = "18.0"
    public let orientation: Orientation = .portrait
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    public var identifierForVendor: UUID? { nil }
    public var isMultitaskingSupported: Bool { true }
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}
/// What kind of device the interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }
