import Foundation
import RowMotion
import RowRaster

// How a scripted touch reaches gestures: the views gestures are attached to are hit-tested
// where the touch goes down; their recognizers follow the touch, and an arbiter decides which
// may be recognized (a subview's gesture before its ancestors', a high-priority gesture before
// its subviews', simultaneous gestures alongside). Scroll views take part as UIScrollView does:
// their pan begins once the touch moves past the slop along an axis they scroll, unless a
// gesture under the touch that does not yield to scrolling is already recognized (a SwiftUI
// drag); once it begins, it cancels the rest (controls' tracking, buttons' presses, taps).

/// How a gesture competes with the others under the touch. A system gesture (a List's swipe)
/// follows the touch alongside the others and cancels them when it is recognized, as a
/// UIKit pan cancels the touches of the content it scrolls; a scroll view's pan is arbitrated
/// last (see above).
enum GesturePriority { case high, normal, simultaneous, system, scroll }

/// How a gesture's view behaves inside a scroll view.
struct ScrollBehaviour: Equatable {
    /// Whether a scroll beginning cancels it even once it is recognized (controls and buttons
    /// do; SwiftUI's own gestures, once recognized, keep the touch and the view does not scroll).
    var yields = false
    /// How long a scroll view holds the touch back before the gesture sees it (UIScrollView's
    /// `delaysContentTouches`: 150 ms for a SwiftUI Button; none for a UIControl, which
    /// tracks at once).
    var delay = 0.0
    static let gesture = ScrollBehaviour()
    /// A SwiftUI `Button`'s press.
    static let button = ScrollBehaviour(yields: true, delay: 0.15)
    /// A UIControl's tracking (seed 001's scroll-friendly tap).
    static let control = ScrollBehaviour(yields: true, delay: 0)
}

/// Where a touch is for one recognizer: in the view's own space (points), with its start.
struct TouchSample {
    var location: Point
    var start: Point
    var time: Double
    /// Points per second, from the last two samples.
    var velocity: Point
    var date: Date
    var distance: Double { ((location.x - start.x) * (location.x - start.x) + (location.y - start.y) * (location.y - start.y)).squareRoot() }
}

/// Where a gesture's callbacks go (values are the gesture's `Value`).
struct GestureSink {
    var changed: (Any) -> Void = { _ in }
    var ended: (Any) -> Void = { _ in }
    var reset: () -> Void = {}
}

/// A gesture the runtime can recognize.
protocol RecognizableGesture {
    @MainActor func recognizer(_ sink: GestureSink) -> GestureRecognizer
}

/// Follows one touch for one gesture. Subclasses decide when they want to be recognized
/// (`phase = .wanting`); the arbiter activates them.
@MainActor class GestureRecognizer {
    enum Phase { case possible, wanting, active, failed, ended }
    var phase = Phase.possible
    let sink: GestureSink
    init(_ sink: GestureSink) { self.sink = sink }

    /// A time at which the recognizer wants `timerFired` (a long press).
    var timer: Double? { nil }
    func began(_ s: TouchSample) {}
    func moved(_ s: TouchSample) {}
    func lifted(_ s: TouchSample) {}
    func timerFired(_ s: TouchSample) {}
    /// Recognized: from now on its value changes are reported.
    func activate(_ s: TouchSample) { phase = .active }
    /// The touch lifted while recognized.
    func finish(_ s: TouchSample) { phase = .ended; sink.reset() }
    /// Lost to another gesture, or the touch was cancelled: no `onEnded`.
    func cancel() {
        if phase == .possible || phase == .wanting || phase == .active { sink.reset() }
        phase = .failed
    }
    var isLive: Bool { phase == .possible || phase == .wanting || phase == .active }
}

final class DragRecognizer: GestureRecognizer {
    let minimumDistance: Double
    init(_ sink: GestureSink, minimumDistance: Double) { self.minimumDistance = max(0, minimumDistance); super.init(sink) }

    /// How far a drag is expected to coast: the velocity over UIScrollView's normal
    /// deceleration (0.998 per ms: v · 0.998 / 0.002 / 1000 ≈ v · 0.5 s; assumed).
    static let predictionTime = 0.998 / 0.002 / 1000

    static func value(_ s: TouchSample) -> DragGesture.Value {
        DragGesture.Value(time: s.date, location: CGPoint(x: s.location.x, y: s.location.y), startLocation: CGPoint(x: s.start.x, y: s.start.y),
                          velocity: CGSize(width: s.velocity.x, height: s.velocity.y),
                          predictedEndLocation: CGPoint(x: s.location.x + s.velocity.x * predictionTime, y: s.location.y + s.velocity.y * predictionTime))
    }
    override func began(_ s: TouchSample) { if minimumDistance == 0 { phase = .wanting } }
    override func moved(_ s: TouchSample) {
        if phase == .possible, s.distance >= minimumDistance { phase = .wanting }
        if phase == .active { sink.changed(DragRecognizer.value(s)) }
    }
    override func activate(_ s: TouchSample) { super.activate(s); sink.changed(DragRecognizer.value(s)) }
    override func lifted(_ s: TouchSample) { if phase == .possible { cancel() } }
    override func finish(_ s: TouchSample) {
        phase = .ended
        sink.reset()
        sink.ended(DragRecognizer.value(s))
    }
}

final class TapRecognizer: GestureRecognizer {
    override func moved(_ s: TouchSample) { if phase == .possible, s.distance > TapGesture.allowableMovement { cancel() } }
    override func lifted(_ s: TouchSample) { if phase == .possible { phase = .wanting } }
    override func finish(_ s: TouchSample) { phase = .ended; sink.reset(); sink.ended(()) }
}

/// A tap that reports where it lifted.
final class SpatialTapRecognizer: GestureRecognizer {
    override func moved(_ s: TouchSample) { if phase == .possible, s.distance > TapGesture.allowableMovement { cancel() } }
    override func lifted(_ s: TouchSample) { if phase == .possible { phase = .wanting } }
    override func finish(_ s: TouchSample) {
        phase = .ended; sink.reset(); sink.ended(SpatialTapGesture.Value(location: CGPoint(x: s.location.x, y: s.location.y)))
    }
}

final class LongPressRecognizer: GestureRecognizer {
    let gesture: LongPressGesture
    private var due: Double?
    /// Whether it is pressing (for `onPressingChanged`).
    var pressing: ((Bool) -> Void)?
    var action: (() -> Void)?
    init(_ sink: GestureSink, gesture: LongPressGesture) { self.gesture = gesture; super.init(sink) }
    override var timer: Double? { phase == .possible ? due : nil }
    override func began(_ s: TouchSample) {
        due = s.time + max(0, gesture.minimumDuration)
        pressing?(true)
        sink.changed(true)
    }
    override func moved(_ s: TouchSample) { if phase == .possible, s.distance > gesture.maximumDistance { cancel() } }
    override func timerFired(_ s: TouchSample) { if phase == .possible { phase = .wanting } }
    override func activate(_ s: TouchSample) {
        phase = .ended
        pressing?(false)
        sink.reset()
        sink.ended(true)
        action?()
    }
    override func lifted(_ s: TouchSample) { if phase == .possible { cancel() } }
    override func cancel() {
        if phase == .possible || phase == .wanting { pressing?(false) }
        super.cancel()
    }
}

/// A recognizer that sees the touch only after a delay (a Button inside a scroll view): until
/// then it wants nothing, so a scroll that begins first cancels it before it ever saw the touch;
/// a touch lifted sooner is delivered whole at the lift.
final class DelayedRecognizer: GestureRecognizer {
    let inner: GestureRecognizer
    private var due: Double?
    private var first: TouchSample?
    init(_ inner: GestureRecognizer, until due: Double) { self.inner = inner; self.due = due; super.init(inner.sink) }
    private var waiting: Bool { due != nil }
    override var timer: Double? { due ?? inner.timer }
    private func mirror() { phase = inner.phase }
    private func deliver(_ s: TouchSample) {
        due = nil
        inner.began(first ?? s)
        if let first, s.time > first.time { inner.moved(s) }
    }
    override func began(_ s: TouchSample) { first = s }
    override func moved(_ s: TouchSample) { if !waiting { inner.moved(s); mirror() } }
    override func timerFired(_ s: TouchSample) {
        if let due, due <= s.time { deliver(s) } else { inner.timerFired(s) }
        mirror()
    }
    override func lifted(_ s: TouchSample) {
        if waiting { deliver(s) }
        inner.lifted(s); mirror()
    }
    override func activate(_ s: TouchSample) { inner.activate(s); mirror() }
    override func finish(_ s: TouchSample) { inner.finish(s); mirror() }
    override func cancel() {
        if waiting { due = nil; phase = .failed; return }
        inner.cancel(); mirror()
    }
}

/// Two recognizers as one: both follow the touch; simultaneous wants when either does,
/// exclusive prefers the first (the second only once the first failed), sequenced starts the
/// second when the first is recognized.
final class CombinedRecognizer: GestureRecognizer {
    let first: GestureRecognizer, second: GestureRecognizer
    enum Kind { case simultaneous, sequenced, exclusive }
    let kind: Kind
    init(_ sink: GestureSink, first: GestureRecognizer, second: GestureRecognizer, kind: Kind) {
        self.first = first; self.second = second; self.kind = kind; super.init(sink)
    }
    private var parts: [GestureRecognizer] { kind == .sequenced && first.phase != .ended && first.phase != .active ? [first] : [first, second] }
    override var timer: Double? { parts.compactMap(\.timer).min() }
    private func settle(_ s: TouchSample) {
        for part in parts where part.phase == .wanting && (kind != .exclusive || part === first || !first.isLive) { part.activate(s) }
        if parts.allSatisfy({ !$0.isLive && $0.phase != .ended }) { phase = .failed }
        else if phase == .possible, parts.contains(where: { $0.phase == .active || $0.phase == .ended }) { phase = .wanting }
    }
    override func began(_ s: TouchSample) { parts.forEach { $0.began(s) }; settle(s) }
    override func moved(_ s: TouchSample) { parts.forEach { $0.moved(s) }; settle(s) }
    override func timerFired(_ s: TouchSample) { parts.forEach { if let t = $0.timer, t <= s.time { $0.timerFired(s) } }; settle(s) }
    override func lifted(_ s: TouchSample) { parts.forEach { $0.lifted(s) }; settle(s) }
    override func finish(_ s: TouchSample) {
        phase = .ended
        for part in parts where part.phase == .active { part.finish(s) }
        sink.reset()
    }
    override func cancel() { first.cancel(); second.cancel(); super.cancel() }
}

extension DragGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer { DragRecognizer(sink, minimumDistance: Double(minimumDistance)) }
}
extension TapGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer { TapRecognizer(sink) }
}
extension SpatialTapGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer { SpatialTapRecognizer(sink) }
}
extension LongPressGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer { LongPressRecognizer(sink, gesture: self) }
}
extension LongPressPressing: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer {
        let r = LongPressRecognizer(sink, gesture: gesture)
        r.pressing = pressing; r.action = action
        return r
    }
}
extension ModifiedGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer {
        let (map, changed, ended, update, reset) = (self.map, self.changed, self.ended, self.update, self.reset)
        let inner = GestureSink(
            changed: { value in
                let v = map(value as! Base.Value)
                update?(v); changed?(v); sink.changed(v)
            },
            ended: { value in
                let v = map(value as! Base.Value)
                ended?(v); sink.ended(v)
            },
            reset: { reset?(); sink.reset() })
        return (base as? any RecognizableGesture)?.recognizer(inner) ?? GestureRecognizer(inner)
    }
}
/// The recognizer of two gestures combined: `value` makes the combination's value from what
/// each part reported last; `firstEnds` says whether the first part's end ends the whole.
@MainActor private func combinedRecognizer<First: Gesture, Second: Gesture>(
    _ sink: GestureSink, _ first: First, _ second: Second, kind: CombinedRecognizer.Kind,
    value: @escaping (First.Value?, Second.Value?, _ firstEnded: Bool) -> Any
) -> GestureRecognizer {
    var a: First.Value?, b: Second.Value?, firstEnded = false
    let one = GestureSink(changed: { a = ($0 as! First.Value); sink.changed(value(a, b, firstEnded)) },
                          ended: {
                              a = ($0 as! First.Value); firstEnded = true
                              switch kind {
                              case .simultaneous: sink.changed(value(a, b, true))
                              case .sequenced: sink.changed(value(a, b, true))
                              case .exclusive: sink.ended(value(a, b, true))
                              }
                          })
    let two = GestureSink(changed: { b = ($0 as! Second.Value); sink.changed(value(a, b, firstEnded)) },
                          ended: { b = ($0 as! Second.Value); sink.ended(value(a, b, firstEnded)) })
    let r1 = (first as? any RecognizableGesture)?.recognizer(one) ?? GestureRecognizer(one)
    let r2 = (second as? any RecognizableGesture)?.recognizer(two) ?? GestureRecognizer(two)
    return CombinedRecognizer(sink, first: r1, second: r2, kind: kind)
}
extension SimultaneousGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer {
        combinedRecognizer(sink, first, second, kind: .simultaneous) { a, b, _ in Value(first: a, second: b) }
    }
}
extension SequenceGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer {
        combinedRecognizer(sink, first, second, kind: .sequenced) { a, b, firstEnded in
            firstEnded || b != nil ? Value.second(a!, b) : Value.first(a!)
        }
    }
}
extension ExclusiveGesture: RecognizableGesture {
    func recognizer(_ sink: GestureSink) -> GestureRecognizer {
        combinedRecognizer(sink, first, second, kind: .exclusive) { a, b, _ in
            if let b, a == nil { return Value.second(b) }
            return a.map(Value.first) ?? Value.second(b!)
        }
    }
}

/// A gesture attached to a view (`.gesture`, `.onTapGesture`, …).
nonisolated struct GestureModifier<G: Gesture>: PrimitiveView, ContentModifier {
    var content: any View
    let gesture: G
    let priority: GesturePriority
    var scrolling = ScrollBehaviour.gesture
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let child = try context.resolve(content)
        guard context.environment.allowsHitTesting, let recognizable = gesture as? any RecognizableGesture else { return child }
        return HitTargetNode(child: child, make: { recognizable.recognizer($0) }, priority: priority, scrolling: scrolling)
    }
}

/// Marks where a gesture's view lies on the canvas as it is drawn.
final class HitTargetNode: ChildDrawingNode {
    let make: @MainActor (GestureSink) -> GestureRecognizer
    let priority: GesturePriority
    let scrolling: ScrollBehaviour
    init(child: LayoutNode, make: @escaping @MainActor (GestureSink) -> GestureRecognizer, priority: GesturePriority,
         scrolling: ScrollBehaviour = .gesture) {
        self.make = make; self.priority = priority; self.scrolling = scrolling
        super.init(child: child)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let index = context.hitTargets.count
        // A scroll view delays only what it holds.
        var scrolling = self.scrolling
        if context.hitClips.isEmpty { scrolling.delay = 0 }
        context.hitTargets.append(HitTarget(frame: context.pixels(context.snap(frame)), transform: context.transform, scale: context.scale,
                                            make: make, priority: priority, scrolling: scrolling))
        // A list cell's swipe takes its whole frame; any other gesture, what its view draws.
        guard priority != .system else { return try child.place(in: frame, proposed: placedWith, &context) }
        context.hitRegions.append([])
        defer {
            let region = context.hitRegions.removeLast()
            context.hitTargets[index].region = region
            if !context.hitRegions.isEmpty { context.hitRegions[context.hitRegions.count - 1] += region }
        }
        try child.place(in: frame, proposed: placedWith, &context)
    }
}

/// `contentShape`: the view is touched within the shape, whatever it draws (nil: as drawn).
nonisolated struct ContentShape: PrimitiveView, ContentModifier {
    var content: any View
    let shape: (any Shape)?
    let eoFill: Bool
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let child = try context.resolve(content)
        guard let shape else { return child }
        return HitRegionNode(child: child, shape: shape, rule: eoFill ? .evenOdd : .nonZero)
    }
}

/// `allowsHitTesting`: off, the view's gestures are not made and what it draws can't be touched.
nonisolated struct HitTesting: PrimitiveView, ContentModifier {
    var content: any View
    let enabled: Bool
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        guard !enabled else { return try context.resolve(content) }
        let child = try context.resolve(EnvironmentModifier(content: content) { $0.allowsHitTesting = false })
        return HitRegionNode(child: child, shape: nil, rule: .nonZero)
    }
}

/// Replaces what its content adds to the enclosing gesture views' touchable region: by a
/// shape in its frame, or (no shape) by nothing.
final class HitRegionNode: ChildDrawingNode {
    let shape: (any Shape)?
    let rule: FillRule
    init(child: LayoutNode, shape: (any Shape)?, rule: FillRule) {
        self.shape = shape; self.rule = rule
        super.init(child: child)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        guard !context.hitRegions.isEmpty else { return try child.place(in: frame, proposed: placedWith, &context) }
        let level = context.hitRegions.count - 1, before = context.hitRegions[level].count
        try child.place(in: frame, proposed: placedWith, &context)
        context.hitRegions[level].removeSubrange(before...)
        if let shape { context.noteTouchable(ShapeSpec(try context.pixelKind(shape, in: context.snap(frame)), transform: context.transform), rule: rule) }
    }
}

/// Part of where a gesture's view can be touched: a shape on the canvas (pixels), within the
/// clips of the scroll views around it.
struct HitShape {
    let shape: ShapeSpec
    let rule: FillRule
    var clips: [ShapeSpec] = []
    func contains(_ pixel: Point) -> Bool { shape.contains(pixel, rule: rule) && clips.allSatisfy { $0.contains(pixel) } }
}

/// A view with a gesture, where it was drawn.
struct HitTarget {
    /// The view's frame in pixels before its transform, and the transform to the canvas.
    let frame: Rect
    let transform: AffineTransform
    let scale: Double
    let make: @MainActor (GestureSink) -> GestureRecognizer
    let priority: GesturePriority
    var scrolling = ScrollBehaviour.gesture
    /// Where it can be touched: what its view draws (as SwiftUI hit-tests: clear colors,
    /// spacers and padding are not touchable without a `contentShape`); nil, its whole frame.
    var region: [HitShape]? = nil

    /// A point on the canvas (points) in the view's own space (points), or nil when the view's
    /// transform cannot be inverted (scaled to nothing).
    func local(_ p: Point) -> Point? {
        let t = transform
        let det = t.a * t.d - t.b * t.c
        guard abs(det) > 1e-12 else { return nil }
        let x = p.x * scale - t.tx, y = p.y * scale - t.ty
        let px = (t.d * x - t.c * y) / det, py = (-t.b * x + t.a * y) / det
        return Point((px - frame.x) / scale, (py - frame.y) / scale)
    }
    func contains(_ p: Point) -> Bool {
        if let region {
            let pixel = Point(p.x * scale, p.y * scale)
            return region.contains { $0.contains(pixel) }
        }
        guard let l = local(p) else { return false }
        return l.x >= 0 && l.y >= 0 && l.x <= frame.width / scale && l.y <= frame.height / scale
    }
}

/// The recognizers following one touch, in the order they may be recognized.
@MainActor final class TouchTracking {
    private struct Entry {
        let target: HitTarget
        let recognizer: GestureRecognizer
        let start: Point
    }
    private var entries: [Entry] = []
    private var last: (point: Point, time: Double)
    private var velocity = Point(0, 0)
    private let now: Date

    /// `targets` in drawing order (ancestors before the subviews drawn inside them).
    init(start: Point, time: Double, targets: [HitTarget], now: Date) {
        last = (start, time)
        self.now = now
        let frontFirst = Array(targets.reversed())
        let ordered = frontFirst.filter { $0.priority == .system } + frontFirst.filter { $0.priority == .high }.reversed()
            + frontFirst.filter { $0.priority == .normal } + frontFirst.filter { $0.priority == .simultaneous }
            + frontFirst.filter { $0.priority == .scroll }
        entries = ordered.compactMap { target in
            guard let local = target.local(start) else { return nil }
            let made = target.make(GestureSink())
            let recognizer = target.scrolling.delay > 0 ? DelayedRecognizer(made, until: time + target.scrolling.delay) : made
            return Entry(target: target, recognizer: recognizer, start: local)
        }
    }

    /// Recognizers are made with the sink of their gesture (its callbacks).
    var timer: Double? { entries.compactMap(\.recognizer.timer).min() }

    private func sample(_ e: Entry, _ p: Point, _ t: Double) -> TouchSample {
        TouchSample(location: e.target.local(p) ?? e.start, start: e.start, time: t, velocity: velocity, date: now.addingTimeInterval(t))
    }

    private func each(_ p: Point, _ t: Double, _ body: (GestureRecognizer, TouchSample) -> Void) {
        for e in entries where e.recognizer.isLive { body(e.recognizer, sample(e, p, t)) }
        arbitrate(p, t)
    }

    /// Activates what wants to be recognized and nothing of higher precedence still may be;
    /// an exclusive gesture recognized cancels the exclusive ones after it.
    private func arbitrate(_ p: Point, _ t: Double) {
        var blocked = false
        for e in entries {
            let r = e.recognizer
            if e.target.priority == .system {
                if r.phase == .wanting {
                    r.activate(sample(e, p, t))
                    for other in entries where other.recognizer !== r && other.recognizer.isLive { other.recognizer.cancel() }
                }
                continue
            }
            if e.target.priority == .simultaneous {
                if r.phase == .wanting { r.activate(sample(e, p, t)) }
                continue
            }
            if e.target.priority == .scroll {
                guard r.phase == .wanting else { continue }
                // A recognized gesture that keeps its touch (or an inner scroll view already
                // scrolling) stops the scroll; otherwise it begins and cancels the rest.
                let held = entries.contains { other in
                    other.recognizer !== r && (other.recognizer.phase == .active || other.recognizer.phase == .ended)
                        && other.target.priority != .simultaneous && !other.target.scrolling.yields
                }
                if held { r.cancel(); continue }
                r.activate(sample(e, p, t))
                for other in entries where other.recognizer !== r && other.recognizer.isLive { other.recognizer.cancel() }
                continue
            }
            if !blocked, r.phase == .wanting { r.activate(sample(e, p, t)) }
            if r.phase == .active || r.phase == .ended {
                for other in entries where other.recognizer !== r && (other.target.priority == .normal || other.target.priority == .high) && other.recognizer.isLive && other.recognizer.phase != .active {
                    other.recognizer.cancel()
                }
            }
            if r.isLive || r.phase == .ended { blocked = true }
        }
    }

    func began() { each(last.point, last.time) { $0.began($1) } }

    func moved(to p: Point, at t: Double) {
        if t > last.time { velocity = Point((p.x - last.point.x) / (t - last.time), (p.y - last.point.y) / (t - last.time)) }
        last = (p, t)
        each(p, t) { $0.moved($1) }
    }

    func fireTimer(at t: Double) {
        each(last.point, t) { r, s in if let due = r.timer, due <= t { r.timerFired(s) } }
    }

    func ended(at p: Point, time t: Double, cancelled: Bool) {
        if cancelled {
            for e in entries where e.recognizer.isLive { e.recognizer.cancel() }
            return
        }
        if t > last.time { velocity = Point((p.x - last.point.x) / (t - last.time), (p.y - last.point.y) / (t - last.time)) }
        last = (p, t)
        each(p, t) { $0.lifted($1) }
        for e in entries where e.recognizer.phase == .active { e.recognizer.finish(sample(e, p, t)) }
        for e in entries where e.recognizer.isLive { e.recognizer.cancel() }
    }
}

/// A List row's swipe (UIKit's, not a SwiftUI gesture): a horizontal pan past
/// `ScrollPhysics.slop` toward an edge with actions moves the row with the finger, rubber-banded
/// past the actions' width; released past half of it, the row settles open, else closed.
final class SwipeRecognizer: GestureRecognizer {
    let offset: StateBox<Double>
    let leadingWidth: Double, trailingWidth: Double
    let feedback: SwipeActionsFeedbackHandler?
    private var base = 0.0, crossedHalf = false
    init(offset: StateBox<Double>, leadingWidth: Double, trailingWidth: Double, feedback: SwipeActionsFeedbackHandler? = nil) {
        self.offset = offset; self.leadingWidth = leadingWidth; self.trailingWidth = trailingWidth; self.feedback = feedback
        super.init(GestureSink())
    }
    private func limit(_ x: Double) -> Double { x < 0 ? trailingWidth : leadingWidth }
    override func began(_ s: TouchSample) { base = offset.value }
    override func moved(_ s: TouchSample) {
        let dx = s.location.x - s.start.x, dy = s.location.y - s.start.y
        if phase == .possible, abs(dx) > ScrollPhysics.slop, abs(dx) > abs(dy), base != 0 || limit(dx) > 0 { phase = .wanting }
        if phase == .active { follow(base + dx) }
    }
    override func activate(_ s: TouchSample) { super.activate(s); follow(base + s.location.x - s.start.x) }
    private func follow(_ x: Double) {
        let value = ScrollPhysics.rubberBanded(x, within: -trailingWidth...leadingWidth)
        withTransaction(Transaction()) { offset.write(value) }
        if !crossedHalf, limit(value) > 0, abs(value) >= limit(value) / 2 {
            crossedHalf = true
            feedback?.action(.crossedHalf)
        }
    }
    override func lifted(_ s: TouchSample) { if phase == .possible { phase = .failed } }
    override func finish(_ s: TouchSample) {
        phase = .ended
        let x = offset.value
        let target = abs(x) >= limit(x) / 2 && limit(x) > 0 ? (x < 0 ? -trailingWidth : leadingWidth) : 0
        withAnimation(ScrollPhysics.settle) { offset.write(target) }
        if target != 0 { feedback?.action(.opened) }
    }
    override func cancel() {
        if phase == .active { withAnimation(ScrollPhysics.settle) { offset.write(base) } }
        phase = .failed
    }
}
