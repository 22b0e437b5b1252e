import Foundation

/// A UIKit gesture recognizer, as code configures one: a render delivers no touches to it
/// (SwiftUI's gestures are RowFrame's gesture system), so it stays `.possible`.
@MainActor open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable, Hashable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }
    open private(set) var state: State = .possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open weak var delegate: AnyObject?
    open internal(set) weak var view: UIView?
    public override init() { super.init() }
    /// A recognizer that would send `action` to `target` (recorded: see `Selector`).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { targetActions.append(TargetAction(target: target.map { $0 as AnyObject }, action: action)) }
    }
    open func addTarget(_ target: Any, action: Selector) { targetActions.append(TargetAction(target: target as AnyObject, action: action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { (target == nil || $0.target === target.map { $0 as AnyObject }) && (action == nil || $0.action == action) }
    }
    /// The targets and actions given (not called: see `Selector`).
    public private(set) var targetActions: [TargetAction] = []
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func require(toFail other: UIGestureRecognizer) {}
}

extension UIView {
    /// Recognizers attached to the view (kept: a render delivers them no touches).
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) { gestureRecognizers?.removeAll { $0 === recognizer } }
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}
@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
