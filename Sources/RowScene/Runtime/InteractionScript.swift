import RowMotion

/// A scripted touch (RowMotion's): down, move, up or cancel at a time and a point.
public typealias TouchEvent = RowMotion.TouchEvent

/// What happens to a view over time besides its own code: touches (down, moves, up or cancel,
/// at times and points of the root view's space) and actions run at given times (setting
/// state, changing a model). A frame at time t sees every event at or before t.
public struct InteractionScript: @unchecked Sendable {
    /// A change made at a time, on the main actor, like a user's action in the app; state set
    /// inside `withAnimation` animates.
    public struct Action {
        public let time: Double
        let perform: @MainActor () throws -> Void
        public init(time: Double, _ perform: @escaping @MainActor () throws -> Void) { self.time = time; self.perform = perform }
    }

    public var touches: [TouchEvent]
    public var actions: [Action]

    /// Touches in time order; actions are sorted by time (stable).
    public init(touches: [TouchEvent] = [], actions: [Action] = []) {
        self.touches = touches
        self.actions = actions.enumerated().sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }.map(\.element)
    }

    /// A touch that goes down at `time` on `point`, stays for `duration` and lifts.
    public static func tap(at point: (x: Double, y: Double), time: Double, duration: Double = 0.1) -> [TouchEvent] {
        [TouchEvent(.down, time: time, x: point.x, y: point.y), TouchEvent(.up, time: time + duration, x: point.x, y: point.y)]
    }
    /// A touch that goes down on `from` at `time`, moves in `steps` straight to `to` over
    /// `duration` and lifts there.
    public static func drag(from: (x: Double, y: Double), to: (x: Double, y: Double), time: Double, duration: Double, steps: Int = 10) -> [TouchEvent] {
        let n = max(1, steps)
        var events = [TouchEvent(.down, time: time, x: from.x, y: from.y)]
        for i in 1...n {
            let f = Double(i) / Double(n)
            events.append(TouchEvent(.move, time: time + duration * f, x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
        events.append(TouchEvent(.up, time: time + duration, x: to.x, y: to.y))
        return events
    }

    /// Checks the touches: finite times and points, times not going back, a down before each
    /// move/up/cancel and no second down before the touch ends. Names the first bad event.
    public func validate() throws(SceneError) {
        do { try TouchEvent.check(touches) { "touches[\($0)]" } } catch { throw SceneError(error.message) }
        for (i, a) in actions.enumerated() where !a.time.isFinite {
            throw SceneError("actions[\(i)]: time must be finite")
        }
    }
}

