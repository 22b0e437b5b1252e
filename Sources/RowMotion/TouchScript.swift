import RowJSON

/// A scripted touch: down, moves, then up or a system cancel, with times (s) and positions (pt).
/// Positions are in the scene's points, or — with `view` — in the frame of the view tagged
/// `view` (`layoutTag`) where it is when the touch goes down; the events of one touch name the
/// same view. In JSON: `{"kind": "down|move|up|cancel", "time": s, "x": pt, "y": pt, "view": tag}`
/// (x and y default to 0, time within 0…3600 s, `view` optional, no other fields).
public struct TouchEvent: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case down, move, up, cancel }
    public let kind: Kind
    public let time: Double
    public let x: Double
    public let y: Double
    public let view: String?
    public init(_ kind: Kind, time: Double, x: Double = 0, y: Double = 0, in view: String? = nil) {
        self.kind = kind; self.time = time; self.x = x; self.y = y; self.view = view
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["kind", "time", "x", "y", "view"])
        self.init(Kind(rawValue: try c.choice("kind", ["down", "move", "up", "cancel"]))!,
                  time: try c.number("time", in: 0...3600), x: try c.number("x", default: 0), y: try c.number("y", default: 0),
                  in: try c.optionalString("view"))
    }

    /// The same event in the frame of the view tagged `view`.
    public func inView(_ view: String) -> TouchEvent { TouchEvent(kind, time: time, x: x, y: y, in: view) }
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
        var down: TouchEvent? = nil
        var last = -Double.infinity
        for (i, e) in events.enumerated() {
            guard e.time.isFinite, e.x.isFinite, e.y.isFinite else { throw MotionError("\(name(i)): time and position must be finite") }
            guard e.time >= last else { throw MotionError("\(name(i)) at \(e.time) s comes before the previous one at \(last) s") }
            last = e.time
            switch e.kind {
            case .down:
                guard down == nil else { throw MotionError("\(name(i)): a second down before up or cancel") }
                down = e
            case .move, .up, .cancel:
                guard let start = down else { throw MotionError("\(name(i)): \(e.kind.rawValue) without a down") }
                guard e.view == start.view else {
                    throw MotionError("\(name(i)): in view \(e.view ?? "(none)"), but its touch went down in view \(start.view ?? "(none)")")
                }
                if e.kind != .move { down = nil }
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

/// A malformed animation or touch script.
public struct MotionError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
