// Apple's UIKit brings Foundation and Core Text along: a file that imports UIKit alone uses
// Bundle, Date, CGFloat, and registers fonts with Core Text.
@_exported import Foundation
@_exported import CoreText

/// UIKit's responder: the touch callbacks a view receives while a touch it was hit by moves.
/// A view does nothing with them unless a subclass overrides them (UIControl tracks).
@MainActor @preconcurrency open class UIResponder {
    public init() {}
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// A render has no keyboard focus: nothing becomes first responder.
    open func becomeFirstResponder() -> Bool { false }
    open func resignFirstResponder() -> Bool { true }
    /// Ends editing in the view and below it: nothing is edited in a render.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }
}

/// A UIKit view as a SwiftUI row hosts it (`UIViewRepresentable`): its frame is the space the
/// row's layout gives it, and it receives the touches that land on it. RowScene draws its
/// background color, and the content of the views in UIKitViews.swift; not its subviews.
@MainActor @preconcurrency open class UIView: UIResponder {
    /// Where the view is in its host (points); `bounds` has the same size at the origin.
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var isUserInteractionEnabled = true
    /// The view's background color (a `UIColor`, which SwiftUI's module declares: its
    /// `backgroundColor` property reads and writes this). Hosted views draw nothing.
    public var backgroundColorObject: AnyObject?
    /// The view's tint (a `UIColor`, read and written by `tintColor`).
    public var tintColorObject: AnyObject?
    open var isHidden = false
    open var alpha: CGFloat = 1
    /// What VoiceOver reads of the view (kept; a frame has no VoiceOver).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var tag = 0
    open private(set) weak var superview: UIView?
    open private(set) var subviews: [UIView] = []
    /// Whether Auto Layout makes constraints from the autoresizing mask (kept, not applied).
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var clipsToBounds = false
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var insetsLayoutMarginsFromSafeArea = true
    open var preservesSuperviewLayoutMargins = false
    open var isOpaque = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    /// The constraints activated on the view (kept; the host lays the view out).
    public internal(set) var constraints: [NSLayoutConstraint] = []
    /// Content hugging (horizontal, vertical) and compression resistance (horizontal, vertical).
    var contentPriorities: [Int: UILayoutPriority] = [:]
    /// The view's layer (a `CALayer`, which SwiftUI's module declares; `layer` reads it).
    public var layerObject: AnyObject?
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// The appearance the view asks for over its environment's (kept: a hosted view's colors
    /// follow its SwiftUI environment).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// An iPhone's traits (a hosted view's appearance follows its SwiftUI environment's colors).
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A view with no size of its own: it takes the size its host offers.
    public static let noIntrinsicMetric: CGFloat = -1

    public init(frame: CGRect) { self.frame = frame; super.init() }
    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { nil }

    /// The class's appearance proxy. On iOS its settings change every later view of the class
    /// in the process — global state a frame cannot read — so it is a fresh view whose
    /// settings are kept and drawn nowhere; subclasses return their own class.
    open class func appearance() -> UIView { UIView() }
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIView { appearance() }

    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func layoutSubviews() {}
    // What UIKit calls as a view is loaded, moved and drawn (subclasses override them; a hosted
    // view is laid out by its host, and its `draw(_:)` is not called).
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func draw(_ rect: CGRect) {}
    open func setNeedsDisplay() {}
    open func updateConstraints() {}
    open func invalidateIntrinsicContentSize() {}
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { layoutSubviews() }

    open func insertSubview(_ view: UIView, at index: Int) { addSubview(view) }
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) { addSubview(view) }
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) { addSubview(view) }
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// A point in this view's space converted to `view`'s (nil: the host's), through the
    /// frames of the views between them.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inHost = originInHost
        let target = view?.originInHost ?? .zero
        return CGPoint(x: point.x + inHost.x - target.x, y: point.y + inHost.y - target.y)
    }
    private var originInHost: CGPoint {
        var p = CGPoint.zero
        var v: UIView? = self
        while let view = v { p.x += view.frame.origin.x; p.y += view.frame.origin.y; v = view.superview }
        return p
    }
}

/// A touch as UIKit reports it: where it is in a view's space, where it was, and when.
@MainActor @preconcurrency public final class UITouch: Hashable {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    /// The view the touch went down on.
    public let view: UIView?
    public private(set) var phase: Phase
    /// Seconds (the frame's virtual clock).
    public private(set) var timestamp: TimeInterval
    public let tapCount: Int
    private var location: CGPoint
    private var previous: CGPoint

    /// A touch on `view` at `location` (the view's own points).
    public init(view: UIView?, location: CGPoint, timestamp: TimeInterval, phase: Phase = .began) {
        self.view = view; self.location = location; self.previous = location; self.timestamp = timestamp; self.phase = phase; tapCount = 1
    }
    /// The touch moved to `location` (the view's own points) at `timestamp`.
    public func update(location: CGPoint, timestamp: TimeInterval, phase: Phase) {
        previous = self.location; self.location = location; self.timestamp = timestamp; self.phase = phase
    }
    public func location(in view: UIView?) -> CGPoint { convert(location, to: view) }
    public func previousLocation(in view: UIView?) -> CGPoint { convert(previous, to: view) }
    private func convert(_ p: CGPoint, to other: UIView?) -> CGPoint {
        guard let view, other !== view else { return p }
        return view.convert(p, to: other)
    }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The event a touch belongs to.
@MainActor @preconcurrency public final class UIEvent {
    public let timestamp: TimeInterval
    public let allTouches: Set<UITouch>?
    public init(timestamp: TimeInterval, touches: Set<UITouch>) { self.timestamp = timestamp; allTouches = touches }
}

/// The screen (`UIScreen.main`): an iPhone's in portrait, 390 × 844 pt at 3×, the size rows are
/// rendered for by default. A constant: nothing here reads the machine.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public let scale: CGFloat = 3
    public var nativeScale: CGFloat { scale }
    /// The display's brightness: half, and setting it changes nothing (a render has no display).
    public var brightness: CGFloat { get { 0.5 } set {} }
    /// The display's refresh rate (60 frames a second).
    public var maximumFramesPerSecond: Int { 60 }
    public var traitCollection: UITraitCollection { UITraitCollection() }
}

extension UIView {
    /// Animation options (`UIView.animate(…options:…)`).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0), allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2), `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4), curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16), curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16), transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20), transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }
    // UIKit animations of hosted views: a hosted view is drawn in its final state (RowFrame
    // animates SwiftUI's views, not UIKit's), so the changes apply at once and the completion
    // hears that they finished.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations(); completion?(true)
    }
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animations?(); completion?(true)
    }
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    /// Whether UIKit animations run: they never do for hosted views (see `animate`).
    public class var areAnimationsEnabled: Bool { false }
    public class func setAnimationsEnabled(_ enabled: Bool) {}
}
