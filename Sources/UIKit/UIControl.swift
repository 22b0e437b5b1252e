import Foundation

/// UIKit's control: it tracks the touch that went down on it — `beginTracking` at once (a
/// scroll view does not hold a control's touches back), `continueTracking` as it moves,
/// `endTracking` when it lifts, `cancelTracking` when the system takes the touch (a scroll
/// begins) — and sends its actions for the events of that touch (`addAction(_:for:)`).
@MainActor @preconcurrency open class UIControl: UIView {
    /// The events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    private var actions: [(event: Event, action: UIAction)] = []

    /// How far outside its bounds a touch still counts as inside (UIKit's allowance; assumed 70 pt).
    static let touchSlop: CGFloat = 70

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    public func addAction(_ action: UIAction, for events: Event) { actions.append((events, action)) }
    /// Target-action by selector: recorded and not called (see `Selector`); `addAction` runs.
    public func addTarget(_ target: Any?, action: Selector, for events: Event) {
        targetActions.append((events, TargetAction(target: target.map { $0 as AnyObject }, action: action)))
    }
    public func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        targetActions.removeAll { ($0.action.target === target.map { $0 as AnyObject } || target == nil) && (action == nil || $0.action.action == action) }
    }
    /// The targets and actions given by selector, with their events.
    public private(set) var targetActions: [(event: Event, action: TargetAction)] = []
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.event.isDisjoint(with: events) }
    }
    open func sendActions(for events: Event) {
        for (event, action) in actions where !event.isDisjoint(with: events) { action.handler(action) }
    }

    private func inside(_ touch: UITouch) -> Bool {
        let p = touch.location(in: self), s = UIControl.touchSlop
        return p.x >= -s && p.y >= -s && p.x <= bounds.width + s && p.y <= bounds.height + s
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = isTracking
        sendActions(for: .touchDown)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = inside(touch)
        isHighlighted = isTouchInside
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
        isTracking = continueTracking(touch, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        let touch = touches.first
        isTouchInside = touch.map(inside) ?? false
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        sendActions(for: isTouchInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }
}

/// An action a control runs for its events.
@MainActor @preconcurrency public final class UIAction {
    public struct Identifier: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let title: String
    /// Nil when made without one (UIKit makes a random one; RowFrame makes nothing random).
    public let identifier: Identifier?
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title; self.identifier = identifier; self.handler = handler
    }
}

/// An Objective-C selector, as `#selector(tapped)` names a method: IOSSources reads
/// `#selector(…)` as `Selector("…")`. Linux has no Objective-C runtime to call a method by its
/// name, so a target-action pair is recorded (`UIControl.targetActions`) and never called;
/// closures (`addAction`, SwiftUI's gestures) run.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }
}

/// A target and the selector it would be sent.
public struct TargetAction {
    public weak var target: AnyObject?
    public let action: Selector
}
