// `import TipKit`: tips as rows show them. An inline `TipView` draws iOS's tip card — the tip's
// image, bold title and message, and the close mark — on the secondary grouped background; a
// popover tip is not shown (nothing is presented in a frame). Tips are always eligible.
@_exported import Foundation
import RowScene
import UIKit

/// A tip of the app's own: its title, message, image and actions.
public protocol Tip: Identifiable, Sendable {
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    var rules: [Tips.Rule] { get }
    var options: [any TipOption] { get }
}
extension Tip {
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }
    /// Marks the tip closed (a render shows it as it is).
    public func invalidate(reason: Tips.InvalidationReason) {}
    public var shouldDisplay: Bool { true }
}
/// An option of a tip (`MaxDisplayCount`, …).
public protocol TipOption: Sendable {}

/// TipKit's configuration and the types tips use.
public enum Tips {
    public static func configure(_ configuration: [ConfigurationOption] = []) throws {}
    public static func resetDatastore() throws {}
    public static func showAllTipsForTesting() {}
    public static func hideAllTipsForTesting() {}
    public struct ConfigurationOption: Sendable {
        public static func displayFrequency(_ frequency: DisplayFrequency) -> ConfigurationOption { ConfigurationOption() }
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption { ConfigurationOption() }
        public enum DisplayFrequency: Sendable { case immediate, hourly, daily, weekly, monthly }
        public enum DatastoreLocation: Sendable { case applicationDefault, groupContainer(identifier: String), url(URL) }
    }
    public enum InvalidationReason: Sendable { case actionPerformed, displayCountExceeded, tipClosed }
    /// A button of a tip.
    public struct Action: Identifiable, Sendable {
        public let id: String
        public let title: String
        public init(id: String? = nil, title: String, perform handler: @escaping @Sendable () -> Void = {}) {
            self.id = id ?? title; self.title = title
        }
    }
    /// When a tip is eligible (always, here).
    public struct Rule: Sendable {
        public init<P>(_ parameter: P, _ predicate: @escaping @Sendable (P) -> Bool) {}
        public init(_ predicate: @escaping @Sendable () -> Bool) {}
    }
    /// A value rules read.
    @propertyWrapper public struct Parameter<Value: Sendable>: Sendable {
        public var wrappedValue: Value
        public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
        public init(wrappedValue: Value, _ options: Tips.ParameterOption...) { self.wrappedValue = wrappedValue }
    }
    public struct ParameterOption: Sendable { public static let transient = ParameterOption() }
    /// An event rules count.
    public struct Event: Sendable {
        public let id: String
        public init(id: String) { self.id = id }
        public func donate() async {}
        public func sendDonation() {}
    }
    public struct MaxDisplayCount: TipOption { public init(_ count: Int) {} }
    public struct IgnoresDisplayFrequency: TipOption { public init(_ ignores: Bool) {} }
}

/// A tip shown inline: iOS's tip card.
public struct TipView: View {
    let title: Text, message: Text?, image: Image?, actions: [Tips.Action]
    public init<T: Tip>(_ tip: T, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        title = tip.title; message = tip.message; image = tip.image; actions = tip.actions
    }
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .top, spacing: 12) {
                if let image { image.font(.title2).foregroundStyle(.tint).frame(width: 36) }
                VStack(alignment: .leading, spacing: 2) {
                    title.font(.headline)
                    if let message { message.font(.subheadline).foregroundStyle(.secondary) }
                }
                Spacer(minLength: 0)
                Image(systemName: "xmark").font(.subheadline.weight(.semibold)).foregroundStyle(.tertiary)
            }
            ForEach(actions) { action in
                Divider()
                Text(action.title).foregroundStyle(.tint)
            }
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color(UIColor.secondarySystemGroupedBackground)))
    }
}
extension View {
    /// A tip in a popover (not presented in a frame).
    nonisolated public func popoverTip<T: Tip>(_ tip: T, arrowEdge: Edge = .top, action: @escaping (Tips.Action) -> Void = { _ in }) -> some View { self }
    nonisolated public func tipBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    nonisolated public func tipImageSize(_ size: CGSize) -> some View { self }
    nonisolated public func tipCornerRadius(_ radius: CGFloat) -> some View { self }
}
