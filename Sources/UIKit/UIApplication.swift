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
    /// Sends an action up the responder chain (`sendAction(#selector(UIResponder.resignFirstResponder), …)`
    /// dismisses the keyboard): a render has no first responder, so nothing handles it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
    /// The app's scenes: none, as a render has no window (code that presents from the first
    /// window finds none and presents nothing).
    public var connectedScenes: Set<UIScene> { [] }
    /// The app's windows: none.
    public var windows: [UIWindow] { [] }
    public var keyWindow: UIWindow? { nil }

    /// The app's delegate: none in a render (`UIApplication.shared.delegate as? AppDelegate` is nil).
    public var delegate: UIApplicationDelegate? { get { nil } set {} }
    /// Left to right, as an English iPhone lays out.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The app's state: a rendered app is in the foreground, active.
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState: State { .active }
    // The app's lifecycle, posted by the system (never while a frame renders).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// Alternate app icons: none can be set in a render; the completion hears an error.
    public var supportsAlternateIcons: Bool { false }
    public var alternateIconName: String? { nil }
    public func setAlternateIconName(_ name: String?, completionHandler: (@MainActor (Error?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }
    public var supportsMultipleScenes: Bool { false }
    public var isRegisteredForRemoteNotifications: Bool { false }
    public func registerForRemoteNotifications() {}
    public func unregisterForRemoteNotifications() {}
    public var shortcutItems: [UIApplicationShortcutItem]? { get { nil } set {} }
    /// Background time: none is needed, as a frame ends when it is drawn.
    public struct BackgroundTaskIdentifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
    }
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> BackgroundTaskIdentifier { .invalid }
    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {}
}

/// A Home Screen quick action (kept; a render has no Home Screen).
public final class UIApplicationShortcutItem: Sendable {
    public let type: String, localizedTitle: String, localizedSubtitle: String?
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: any NSSecureCoding & Sendable]? = nil) {
        self.type = type; self.localizedTitle = localizedTitle; self.localizedSubtitle = localizedSubtitle
    }
}
public final class UIApplicationShortcutIcon: Sendable {
    public init(systemImageName: String) {}
    public init(templateImageName: String) {}
}

extension UIScene {
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

/// Accessibility settings and announcements: an iPhone's defaults (no VoiceOver, no reduced
/// motion); announcements go nowhere in a render.
public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: 1008), screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001), pageScrolled = Notification(rawValue: 1009)
    }
    public static func post(notification: Notification, argument: Any?) {}
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// The status bar's style (the status bar is outside a rendered row).
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }
/// Interface orientations an app supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1), portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4), landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
/// The interface's orientation: portrait in a render.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
public typealias UIDeviceOrientation = UIDevice.Orientation

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

/// The object an app's lifecycle is reported to (an app's `AppDelegate` conforms; a render
/// starts no app, so none is called).
@MainActor public protocol UIApplicationDelegate: AnyObject {}
extension UIApplication {
    /// Keys of the options an app is launched with.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
    /// Keys of the options a URL is opened with.
    public struct OpenURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
}
/// The direction a layout reads in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }
