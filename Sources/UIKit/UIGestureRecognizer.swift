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
    open func location(in view: UIView?) -> CGPoint { .zero }
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
