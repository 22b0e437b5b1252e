// `import UserNotifications`: local notifications as rows schedule them. A render shows none: the
// center records its requests, and authorization is not determined (a request is denied).
@_exported import Foundation

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1), sound = Self(rawValue: 2), alert = Self(rawValue: 4), carPlay = Self(rawValue: 8)
    public static let criticalAlert = Self(rawValue: 16), providesAppNotificationSettings = Self(rawValue: 32), provisional = Self(rawValue: 64)
    public static let announcement = Self(rawValue: 128)
}
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1), sound = Self(rawValue: 2), alert = Self(rawValue: 4), list = Self(rawValue: 8), banner = Self(rawValue: 16)
}
/// A notification's sound.
public final class UNNotificationSound: Sendable {
    public static let `default` = UNNotificationSound(), defaultCritical = UNNotificationSound()
    public init(named name: String) {}
    private init() {}
}
/// What a notification says.
open class UNNotificationContent: @unchecked Sendable {
    public internal(set) var title = "", subtitle = "", body = ""
    public internal(set) var badge: NSNumber?
    public internal(set) var sound: UNNotificationSound?
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    public internal(set) var categoryIdentifier = "", threadIdentifier = ""
    public init() {}
}
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}
/// When a notification fires.
open class UNNotificationTrigger: @unchecked Sendable { public let repeats: Bool; init(repeats: Bool) { self.repeats = repeats } }
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) { self.timeInterval = timeInterval; super.init(repeats: repeats) }
}
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) { self.dateComponents = dateComponents; super.init(repeats: repeats) }
}
/// A scheduled notification.
public final class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
    }
}
public final class UNNotificationSettings: @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus = .notDetermined
}
/// The app's notification center: it records requests and delivers nothing.
public final class UNUserNotificationCenter: @unchecked Sendable {
    public private(set) var pendingRequests: [UNNotificationRequest] = []
    public weak var delegate: AnyObject?
    /// A new center each time: a render shares no state between views or renders.
    public static func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }
    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        completionHandler(false, nil)
    }
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        pendingRequests.append(request); completionHandler?(nil)
    }
    public func add(_ request: UNNotificationRequest) async throws { pendingRequests.append(request) }
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        pendingRequests.removeAll { identifiers.contains($0.identifier) }
    }
    public func removeAllPendingNotificationRequests() { pendingRequests = [] }
    public func removeAllDeliveredNotifications() {}
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) { completionHandler(UNNotificationSettings()) }
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) { completionHandler(pendingRequests) }
    public func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests }
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// How the system shows the app's alerts.
public enum UNAlertStyle: Int, Sendable, Hashable { case none, banner, alert }
/// Whether a notification setting is on.
public enum UNNotificationSetting: Int, Sendable, Hashable { case notSupported, disabled, enabled }
/// When notification previews show.
public enum UNShowPreviewsSetting: Int, Sendable, Hashable { case always, whenAuthenticated, never }
/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable, Hashable { case passive, active, timeSensitive, critical }
