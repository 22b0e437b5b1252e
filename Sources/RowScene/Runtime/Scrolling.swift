import Foundation
import RowMotion

/// UIScrollView's physics, as far as a touch script needs them: the rubber band past an edge,
/// the coast after a flick, and the spring that settles what was pulled or released.
enum ScrollPhysics {
    /// UIScrollView's rubber-band constant.
    static let rubberBand = 0.55
    /// UIScrollView's normal deceleration: the speed falls to 0.998 of itself each millisecond.
    static let decelerationRate = 0.998
    /// The overdamped spring that settles a released swipe or an overscrolled view.
    static let settle = Animation.spring(response: 0.35, dampingFraction: 1.2)
    /// How far the finger moves before a pan (a scroll, a List's swipe) begins: 20 pt, as the
    /// design documents' touch table says (seed 001: a control stays pressed under 20 pt; past
    /// it the scroll starts and cancels it).
    static let slop = 20.0

    /// `value` where it is within `range`; past an edge, resisted as UIKit's rubber band:
    /// d·(1 − 1/(x·c/d + 1)) beyond it, where d is the view's length (`dimension`).
    static func rubberBanded(_ value: Double, within range: ClosedRange<Double>, dimension: Double = 390) -> Double {
        func resisted(_ over: Double) -> Double { dimension * (1 - 1 / (over * rubberBand / dimension + 1)) }
        if value < range.lowerBound { return range.lowerBound - resisted(range.lowerBound - value) }
        if value > range.upperBound { return range.upperBound + resisted(value - range.upperBound) }
        return value
    }

    /// The coast after a release at `velocity` (points per second): how far it goes and the
    /// animation that takes it there (nil when it is too slow to move half a point).
    static func coast(velocity: Double) -> (distance: Double, animation: Animation)? {
        let k = -1000 * log(decelerationRate)            // 1/s
        let distance = velocity / k
        guard abs(distance) > 0.5 else { return nil }
        // It stops once less than half a point is left to go.
        let duration = log(abs(distance) / 0.5) / k
        return (distance, Animation(.deceleration(rate: decelerationRate, duration: duration)))
    }
}

/// A scroll view's pan (UIScrollView's): recognized once the touch moves past the slop along an
/// axis the view scrolls (and more along it than across); then the content follows the finger,
/// rubber-banded past its ends. Released, it coasts at the finger's speed and slows as
/// UIScrollView does; pulled past an end, or coasting past one, it settles at that end (the
/// coast's bounce is not modelled). A touch that lands while it coasts stops it there.
final class ScrollPanRecognizer: GestureRecognizer {
    /// The offsets (content points scrolled past the top-left), as state the graph keeps.
    let x: StateBox<Double>, y: StateBox<Double>
    let axes: AxisSet
    /// The largest offsets (content length − viewport length, at least 0) and the viewport.
    let limit: Point, viewport: Size
    /// The offsets shown now (mid-coast, they differ from the boxes').
    let shown: @MainActor () -> Point
    private var base = Point(0, 0)

    init(x: StateBox<Double>, y: StateBox<Double>, axes: AxisSet, limit: Point, viewport: Size, shown: @escaping @MainActor () -> Point) {
        self.x = x; self.y = y; self.axes = axes; self.limit = limit; self.viewport = viewport; self.shown = shown
        super.init(GestureSink())
    }

    override func began(_ s: TouchSample) {
        base = shown()
        if base.x != x.value || base.y != y.value {
            withTransaction(Transaction()) { x.write(base.x); y.write(base.y) }
        }
    }
    override func moved(_ s: TouchSample) {
        let dx = s.location.x - s.start.x, dy = s.location.y - s.start.y
        if phase == .possible {
            let along = axes == .vertical ? abs(dy) : axes == .horizontal ? abs(dx) : (dx * dx + dy * dy).squareRoot()
            let across = axes == .vertical ? abs(dx) : axes == .horizontal ? abs(dy) : 0
            if along > ScrollPhysics.slop, along >= across { phase = .wanting }
        }
        if phase == .active { follow(s) }
    }
    override func activate(_ s: TouchSample) { super.activate(s); follow(s) }
    override func lifted(_ s: TouchSample) { if phase == .possible { phase = .failed } }

    private func follow(_ s: TouchSample) {
        let dx = s.location.x - s.start.x, dy = s.location.y - s.start.y
        withTransaction(Transaction()) {
            if axes.contains(.horizontal) { x.write(ScrollPhysics.rubberBanded(base.x - dx, within: 0...limit.x, dimension: viewport.width)) }
            if axes.contains(.vertical) { y.write(ScrollPhysics.rubberBanded(base.y - dy, within: 0...limit.y, dimension: viewport.height)) }
        }
    }

    override func finish(_ s: TouchSample) {
        phase = .ended
        if axes.contains(.horizontal) { release(x, velocity: -s.velocity.x, limit: limit.x) }
        if axes.contains(.vertical) { release(y, velocity: -s.velocity.y, limit: limit.y) }
    }
    override func cancel() {
        if phase == .active {
            release(x, velocity: 0, limit: limit.x)
            release(y, velocity: 0, limit: limit.y)
        }
        phase = .failed
    }

    private func release(_ box: StateBox<Double>, velocity: Double, limit: Double) {
        let offset = box.value
        if offset < 0 || offset > limit {
            withAnimation(ScrollPhysics.settle) { box.write(min(max(offset, 0), limit)) }
        } else if let coast = ScrollPhysics.coast(velocity: velocity) {
            let end = offset + coast.distance
            if end < 0 || end > limit {
                withAnimation(ScrollPhysics.settle) { box.write(min(max(end, 0), limit)) }
            } else {
                withAnimation(coast.animation) { box.write(end) }
            }
        }
    }
}
