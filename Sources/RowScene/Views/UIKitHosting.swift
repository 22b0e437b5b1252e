@_exported import UIKit

/// A size proposed to a view (SwiftUI's): nil on an axis asks for the ideal size there.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { width = size.width; height = size.height }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
    init(_ p: ProposedSize) { width = p.width.map { CGFloat($0) }; height = p.height.map { CGFloat($0) } }
}

/// What a representable's methods are given: its coordinator, the environment and the
/// transaction of the update.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// A UIKit view in a SwiftUI row, as SwiftUI hosts one: made once per identity
/// (`makeCoordinator`, then `makeUIView`), updated at every evaluation (`updateUIView`), sized
/// by `sizeThatFits` or else its intrinsic size (an axis without one takes what is offered, and
/// 10 pt when nothing is, as SwiftUI's flexible views), and given the touches that land on its frame — a UIControl tracks them as
/// UIKit's does (see `ScrollBehaviour.control`). RowFrame does not draw UIKit views: one shows
/// nothing of its own. `dismantleUIView` is not called.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public var body: Never { fatalError("\(Self.self) is hosted, not evaluated") }
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The hosted view's node: the view and coordinator this identity keeps (made the first
    /// time), updated for this evaluation.
    func hostNode(_ context: ResolveContext) -> LayoutNode {
        let made: () -> (UIViewType, Coordinator) = {
            let coordinator = makeCoordinator()
            let c = Context(coordinator: coordinator, transaction: context.transaction, environment: context.environment)
            return (makeUIView(context: c), coordinator)
        }
        let hosted: (view: UIViewType, coordinator: Coordinator)
        if let graph = context.graph, graph.isRecording {
            let box = graph.box(context.id.slot(.value("uiView")), initial: (view: UIViewType?.none, coordinator: Coordinator?.none))
            if let view = box.value.view, let coordinator = box.value.coordinator {
                hosted = (view, coordinator)
            } else {
                hosted = made()
                box.value = (hosted.view, hosted.coordinator)
            }
        } else {
            hosted = made()
        }
        let c = Context(coordinator: hosted.coordinator, transaction: context.transaction, environment: context.environment)
        updateUIView(hosted.view, context: c)
        return HostedViewNode(view: hosted.view, touchable: context.environment.allowsHitTesting && context.graph != nil) { p in
            sizeThatFits(ProposedViewSize(p), uiView: hosted.view, context: c)
        }
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Void { () }
}

/// Where a hosted UIKit view lies: it sets the view's frame, and its frame takes touches.
final class HostedViewNode: LayoutNode {
    let view: UIView
    let touchable: Bool
    let fitting: @MainActor (ProposedSize) -> CGSize?
    init(view: UIView, touchable: Bool, fitting: @escaping @MainActor (ProposedSize) -> CGSize?) {
        self.view = view; self.touchable = touchable; self.fitting = fitting
    }
    override func measure(_ p: ProposedSize) -> Size {
        if let size = fitting(p) { return Size(width: Double(size.width), height: Double(size.height)) }
        let intrinsic = view.intrinsicContentSize
        func axis(_ own: CGFloat, _ offered: Double?) -> Double { own >= 0 ? Double(own) : offered ?? 10 }
        return Size(width: axis(intrinsic.width, p.width), height: axis(intrinsic.height, p.height))
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        view.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        view.layoutSubviews()
        guard touchable, view.isUserInteractionEnabled, !view.isHidden else { return }
        let view = self.view
        context.hitTargets.append(HitTarget(frame: context.pixels(context.snap(frame)), transform: context.transform, scale: context.scale,
                                            make: { _ in UIKitTouchRecognizer(view) }, priority: .normal, scrolling: .control))
        context.noteTouchable(frame)
    }
}

/// Delivers a touch to a hosted UIKit view as UIKit does: `touchesBegan` as it goes down,
/// `touchesMoved`, then `touchesEnded` — or `touchesCancelled` once something else takes the
/// touch (a scroll beginning, a List's swipe, an enclosing high-priority gesture).
final class UIKitTouchRecognizer: GestureRecognizer {
    let view: UIView
    private var touch: UITouch?
    init(_ view: UIView) { self.view = view; super.init(GestureSink()) }

    private func deliver(_ s: TouchSample, _ phase: UITouch.Phase, _ call: (UIView, Set<UITouch>, UIEvent) -> Void) {
        let location = CGPoint(x: s.location.x, y: s.location.y)
        let touch = self.touch ?? UITouch(view: view, location: location, timestamp: s.time)
        touch.update(location: location, timestamp: s.time, phase: phase)
        self.touch = touch
        call(view, [touch], UIEvent(timestamp: s.time, touches: [touch]))
    }
    override func began(_ s: TouchSample) {
        phase = .wanting
        deliver(s, .began) { $0.touchesBegan($1, with: $2) }
    }
    override func moved(_ s: TouchSample) {
        guard isLive else { return }
        deliver(s, .moved) { $0.touchesMoved($1, with: $2) }
    }
    override func finish(_ s: TouchSample) {
        phase = .ended
        deliver(s, .ended) { $0.touchesEnded($1, with: $2) }
    }
    override func cancel() {
        if isLive, let touch {
            touch.update(location: touch.location(in: view), timestamp: touch.timestamp, phase: .cancelled)
            view.touchesCancelled([touch], with: UIEvent(timestamp: touch.timestamp, touches: [touch]))
        }
        phase = .failed
    }
}

extension UIView {
    /// The view's background color (kept on the view; a hosted view draws nothing of its own).
    public var backgroundColor: UIColor? {
        get { backgroundColorObject as? UIColor }
        set { backgroundColorObject = newValue }
    }
}
