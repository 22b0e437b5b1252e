import RowJSON

/// A scripted touch: down, moves, then up or a system cancel, with times (s) and positions (pt).
/// In JSON: `{"kind": "down|move|up|cancel", "time": s, "x": pt, "y": pt}` (x and y default
/// to 0, time within 0…3600 s, no other fields).
public struct TouchEvent: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case down, move, up, cancel }
    public let kind: Kind
    public let time: Double
    public let x: Double
    public let y: Double
    public init(_ kind: Kind, time: Double, x: Double = 0, y: Double = 0) { self.kind = kind; self.time = time; self.x = x; self.y = y }

    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["kind", "time", "x", "y"])
        self.init(Kind(rawValue: try c.choice("kind", ["down", "move", "up", "cancel"]))!,
                  time: try c.number("time", in: 0...3600), x: try c.number("x", default: 0), y: try c.number("y", default: 0))
    }
}

extension TouchEvent {
    /// Events in one script (a scene's pressed changes and touches together): each updates
    /// the whole view once, about 2 ms for a row at 3×.
    public static let maxScriptEvents = 1_000

    /// A touch script file: a JSON array of events, decoded strictly (errors name the JSON
    /// path) and checked (`check`).
    public static func script(json bytes: [UInt8]) throws(MotionError) -> [TouchEvent] {
        let events: [TouchEvent]
        do { events = try JSONValueDecoder().decode(Array<TouchEvent>.self, from: bytes) }
        catch let e as DecodingError { throw MotionError("\(JSONFieldError(e))") }
        catch { throw MotionError("\(error)") }
        guard events.count <= maxScriptEvents else {
            throw MotionError("\(events.count) events is over the limit of \(maxScriptEvents) for one script")
        }
        try check(events) { "[\($0)]" }
        return events
    }

    /// Checks a touch script: finite times and points, times that never go back, each move, up
    /// or cancel after a down, no second down before the touch ends. The first bad event is
    /// named by `name(index)`.
    public static func check(_ events: [TouchEvent], name: (Int) -> String) throws(MotionError) {
        var down = false
        var last = -Double.infinity
        for (i, e) in events.enumerated() {
            guard e.time.isFinite, e.x.isFinite, e.y.isFinite else { throw MotionError("\(name(i)): time and position must be finite") }
            guard e.time >= last else { throw MotionError("\(name(i)) at \(e.time) s comes before the previous one at \(last) s") }
            last = e.time
            switch e.kind {
            case .down:
                guard !down else { throw MotionError("\(name(i)): a second down before up or cancel") }
                down = true
            case .move:
                guard down else { throw MotionError("\(name(i)): move without a down") }
            case .up, .cancel:
                guard down else { throw MotionError("\(name(i)): \(e.kind.rawValue) without a down") }
                down = false
            }
        }
    }
}

/// A haptic event, as a row would play it.
public struct HapticEvent: Sendable, Equatable, Codable {
    public enum Style: String, Sendable, Codable { case light, medium, heavy, soft, rigid, selection, success, warning, error }
    public let time: Double
    public let style: Style
    public init(time: Double, style: Style) { self.time = time; self.style = style }
}

/// What a touch script does to a row, over time.
public struct TouchOutcome: Sendable {
    /// Pressed state changes (applied without animation, as the design system's tracking does).
    public let pressed: [(time: Double, pressed: Bool)]
    /// Times at which a tap fired.
    public let taps: [Double]
    /// Vertical scroll offset of the list (pt), once the touch became a scroll.
    public let scroll: Timeline
    /// Horizontal swipe offset of the row (pt): rubber-banded while dragging, then snapped
    /// open or back with a spring on release.
    public let swipe: Timeline
    public let haptics: [HapticEvent]

    /// Whether the row is pressed at time t.
    public func isPressed(at t: Double) -> Bool { pressed.last { $0.time <= t }?.pressed ?? false }
}

/// The design system's touch tracking (instant press on down, cancel once the finger moves past the
/// threshold — the list scrolls or the row swipes — and a tap only when released within the
/// threshold) with the design system's swipe actions and haptics.
public struct TouchTracker: Sendable {
    /// 20 pt separates a tap from a scroll.
    public var threshold = 20.0
    /// Width of the swipe actions revealed on each side (pt): 0 disables that side.
    public var leadingActionsWidth = 0.0
    public var trailingActionsWidth = 0.0
    /// UIScrollView's rubber-band constant.
    public static let rubberBand = 0.55
    /// The overdamped spring that settles a released swipe.
    public static let settle = Animation.spring(response: 0.35, dampingFraction: 1.2)
    /// Haptics are limited to this many per second (later ones are dropped).
    public static let hapticsPerSecond = 3

    public init(threshold: Double = 20, leadingActionsWidth: Double = 0, trailingActionsWidth: Double = 0) {
        self.threshold = threshold; self.leadingActionsWidth = leadingActionsWidth; self.trailingActionsWidth = trailingActionsWidth
    }

    /// UIKit's rubber band: past the limit, movement is resisted: d·(1 − 1/(x·c/d + 1)).
    public static func rubberBanded(_ offset: Double, limit: Double, dimension: Double = 390) -> Double {
        guard abs(offset) > limit else { return offset }
        let over = abs(offset) - limit
        let resisted = dimension * (1 - 1 / (over * rubberBand / dimension + 1))
        return (limit + resisted) * (offset < 0 ? -1 : 1)
    }

    /// Runs the events (ordered by time). Malformed scripts — a move or up without a down,
    /// a second down, non-finite numbers, times going backwards — are errors.
    public func run(_ events: [TouchEvent]) throws(MotionError) -> TouchOutcome {
        var pressed: [(Double, Bool)] = [], taps: [Double] = [], haptics: [HapticEvent] = []
        var scrollChanges: [Timeline.Change] = [], swipeChanges: [Timeline.Change] = []
        var start: TouchEvent? = nil
        enum Mode { case tracking, scrolling, swiping, idle }
        var mode = Mode.idle
        var scrollBase = 0.0, swipeBase = 0.0, crossedHalf = false
        func haptic(_ t: Double, _ style: HapticEvent.Style) {
            let recent = haptics.filter { $0.time > t - 1 }.count
            if recent < TouchTracker.hapticsPerSecond { haptics.append(HapticEvent(time: t, style: style)) }
        }
        try TouchEvent.check(events) { "touch event \($0)" }
        for e in events {
            switch e.kind {
            case .down:
                start = e; mode = .tracking
                pressed.append((e.time, true))
                haptic(e.time, .light)
            case .move:
                guard let s = start else { continue }     // checked above: never
                let dx = e.x - s.x, dy = e.y - s.y
                if mode == .tracking, (dx * dx + dy * dy).squareRoot() > threshold {
                    // The system cancels tracking: the touch becomes a scroll or a swipe.
                    pressed.append((e.time, false))
                    let canSwipe = (dx < 0 && trailingActionsWidth > 0) || (dx > 0 && leadingActionsWidth > 0)
                    mode = abs(dx) > abs(dy) && canSwipe ? .swiping : .scrolling
                }
                if mode == .scrolling { scrollChanges.append(.init(time: e.time, value: scrollBase + dy, animation: nil)) }
                if mode == .swiping {
                    let limit = dx < 0 ? trailingActionsWidth : leadingActionsWidth
                    let offset = TouchTracker.rubberBanded(swipeBase + dx, limit: limit)
                    swipeChanges.append(.init(time: e.time, value: offset, animation: nil))
                    if !crossedHalf, abs(offset) >= limit / 2 { crossedHalf = true; haptic(e.time, .selection) }
                }
            case .up, .cancel:
                guard let s = start else { continue }     // checked above: never
                if mode == .tracking {
                    pressed.append((e.time, false))
                    let dx = e.x - s.x, dy = e.y - s.y
                    if e.kind == .up, (dx * dx + dy * dy).squareRoot() <= threshold { taps.append(e.time) }
                }
                if mode == .scrolling { scrollBase += e.y - s.y }
                if mode == .swiping {
                    let dx = e.x - s.x
                    let limit = dx < 0 ? trailingActionsWidth : leadingActionsWidth
                    let open = e.kind == .up && abs(swipeBase + dx) >= limit / 2
                    let target = open ? (dx < 0 ? -limit : limit) : 0
                    swipeChanges.append(.init(time: e.time, value: target, animation: TouchTracker.settle))
                    if open { haptic(e.time, .medium) }
                    swipeBase = target
                }
                start = nil; mode = .idle; crossedHalf = false
            }
        }
        return TouchOutcome(pressed: pressed, taps: taps, scroll: Timeline(initial: 0, changes: scrollChanges),
                            swipe: Timeline(initial: 0, changes: swipeChanges), haptics: haptics)
    }
}

/// A malformed animation or touch script.
public struct MotionError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
