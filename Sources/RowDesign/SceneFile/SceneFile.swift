import Foundation
import RowJSON
import RowMotion
import RowRaster
import RowScene

/// A scene described in JSON (README "Scene JSON"): rows of the design system or a whole
/// screen from data, with the frame's appearance, scale, time and motion mode. Rows are the
/// same row views the screens use. It is a frame source: `frame(_:)` gives the request for
/// any time; `requests` the stills the file asks for. Every error names its JSON path.
public struct SceneFile: Decodable, FrameSource {
    public var width: Double
    public var height: Double?
    public var scale: Double
    /// The appearances asked for ("both" gives light and dark).
    public var appearances: [ColorScheme]
    public var time: Double
    public var mode: AnimationMode
    public var dynamicType: DynamicTypeSize
    public var background: Color
    /// The clock day headers are relative to: "now", else the newest date in the file.
    public let titles: DayTitles
    let content: Content
    public private(set) var duration: Double
    /// The scene's touch script, run on the runtime: the top-level `touches` (points of the
    /// scene) and each row's (points of that row, `TouchEvent.view` "rows[i]"), merged in time
    /// order. It reaches the views' own gestures — an InteractiveListRow's press, a row's swipe
    /// actions — through one hit testing.
    let touches: [TouchEvent]

    /// The budget for a scene file.
    public static let maxBytes = 16 << 20
    /// Script events in one scene — `pressed` changes and touch events, of every row and of
    /// the scene — each of which updates the whole scene once.
    public static let maxScriptEvents = TouchEvent.maxScriptEvents

    enum Content {
        case rows([SceneRow])
        case screen(Screen)
    }

    enum Screen {
        case transactions([Transaction]), people([Person]), groups([ExpenseGroup]), subscriptions([Subscription])
        case analytics([CategoryShare], selected: String?), contentSkeleton, insightsSkeleton
        static let names = ["transactions", "people", "groups", "subscriptions", "analytics", "contentSkeleton", "insightsSkeleton"]
    }

    /// Reads a scene file; errors start with the JSON path of the problem.
    public static func read(_ bytes: [UInt8]) throws(DesignError) -> SceneFile {
        var limits = JSONLimits()
        limits.maxBytes = maxBytes
        do {
            let value = try JSONParser.parse(bytes, limits: limits)
            guard case .object = value else { throw DesignError("the scene must be a JSON object") }
            return try JSONValueDecoder().decode(SceneFile.self, from: value)
        } catch let e as JSONSyntaxError {
            throw DesignError(e.description)
        } catch let e as DecodingError {
            let f = JSONFieldError(e)
            throw DesignError(path: f.path, f.message)
        } catch let e as DesignError {
            throw e
        } catch {
            throw DesignError("\(error)")
        }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.fields(["width", "height", "scale", "appearance", "time", "animationMode", "dynamicType", "now", "timeZone",
                                    "background", "rows", "screen", "transactions", "people", "groups", "subscriptions", "categories", "selected",
                                    "touches"])
        width = try c.number("width", default: 390, in: 1...4096)
        height = try c.optionalNumber("height", in: 1...16384)
        scale = try c.number("scale", default: 3, in: 1...3)
        guard [1.0, 2.0, 3.0].contains(scale) else { throw c.fail("scale", "must be 1, 2 or 3, found \(scale)") }
        let appearance = try c.choice("appearance", ["light", "dark", "both"], default: "light")
        appearances = appearance == "both" ? [.light, .dark] : [appearance == "dark" ? .dark : .light]
        time = try c.number("time", default: 0, in: 0...3600)
        mode = AnimationMode(rawValue: try c.choice("animationMode", AnimationMode.allCases.map(\.rawValue), default: "full"))!
        dynamicType = DynamicTypeSize(rawValue: try c.choice("dynamicType", DynamicTypeSize.allCases.map(\.rawValue), default: "large"))!
        background = try c.optionalColor("background") ?? .systemGroupedBackground
        let zoneName = try c.string("timeZone", default: "UTC")
        guard let zone = TimeZone(identifier: zoneName) else { throw c.fail("timeZone", "unknown time zone \(TerminalText.quoted(zoneName))") }
        let stated = try c.optionalDate("now")
        var dates: [Date] = []
        let screenData = ["transactions", "people", "groups", "subscriptions", "categories", "selected"]
        if let screen = try c.optionalString("screen") {
            guard Screen.names.contains(screen) else {
                throw c.fail("screen", "unknown screen \(TerminalText.quoted(screen)); expected one of: \(Screen.names.joined(separator: ", "))")
            }
            // A screen shows its own data and nothing else.
            let own = screen == "analytics" ? ["categories", "selected"] : [screen]
            for key in ["rows"] + screenData where c.has(key) && !own.contains(key) {
                throw c.fail(key, key == "rows" ? "a scene shows rows or a screen, not both (it has \"screen\": \(TerminalText.quoted(screen)))"
                                                : "the \(screen) screen does not use \(TerminalText.quoted(key))")
            }
            let items = try c.nestedArray(screen == "analytics" ? "categories" : screen, required: !screen.hasSuffix("Skeleton"))
            switch screen {
            case "transactions":
                let t = try items.enumerated().map { i, d in try RowModels.transaction(try d.fields(RowModels.transactionFields), index: i) }
                dates = t.map(\.date); content = .screen(.transactions(t))
            case "people":
                let p = try items.enumerated().map { i, d in try RowModels.person(try d.fields(RowModels.personFields), index: i, now: stated) }
                dates = p.compactMap(\.stated); content = .screen(.people(p.map(\.person)))
            case "groups":
                let g = try items.enumerated().map { i, d in try RowModels.group(try d.fields(RowModels.groupFields), index: i, now: stated) }
                dates = g.compactMap(\.stated); content = .screen(.groups(g.map(\.group)))
            case "subscriptions":
                let s = try items.enumerated().map { i, d in try RowModels.subscription(try d.fields(RowModels.subscriptionFields), index: i, now: stated) }
                dates = s.flatMap(\.stated); content = .screen(.subscriptions(s.map(\.subscription)))
            case "analytics":
                let cats = try items.map { d in try RowModels.category(try d.fields(RowModels.categoryFields)) }
                content = .screen(.analytics(cats, selected: try c.optionalString("selected")))
            case "contentSkeleton": content = .screen(.contentSkeleton)
            default: content = .screen(.insightsSkeleton)
            }
            duration = 1
        } else {
            if let key = screenData.first(where: c.has) { throw c.fail(key, "\(TerminalText.quoted(key)) is a screen's data; this scene has no \"screen\"") }
            let items = try c.nestedArray("rows", required: true)
            guard !items.isEmpty else { throw c.fail("rows", "a scene needs at least one row (or a \"screen\")") }
            var events = 0
            let rows = try items.enumerated().map { i, d in
                let row = try SceneRow(d, index: i, now: stated)
                events += row.interactive?.scriptEvents ?? 0
                guard events <= Self.maxScriptEvents else {
                    throw d.fail("its scripts take the scene past \(Self.maxScriptEvents) script events (pressed changes and touches), the limit for one scene")
                }
                return row
            }
            dates = rows.flatMap(\.dates)
            duration = (rows.map(\.lastEvent).max() ?? 0) + 1
            content = .rows(rows)
        }
        // Each touch script (the scene's, each row's) is checked on its own, then all are played
        // as one: a scene has one finger, so two touches at once are an error naming both.
        var scripts: [(path: [CodingKey], events: [TouchEvent])] = []
        if c.has("touches") {
            let events = try c.decode(Array<TouchEvent>.self, forKey: FieldKey("touches"))
            let rowEvents = if case .rows(let rows) = content { rows.reduce(0) { $0 + ($1.interactive?.scriptEvents ?? 0) } } else { 0 }
            guard rowEvents + events.count <= Self.maxScriptEvents else {
                throw c.fail("touches", "\(events.count) events take the scene past \(Self.maxScriptEvents) script events (pressed changes and touches), the limit for one scene")
            }
            do { try TouchEvent.check(events) { "event \($0)" } } catch { throw c.fail("touches", error.message) }
            scripts.append(([FieldKey("touches")], events))
            duration = max(duration, (events.last?.time ?? 0) + 1)
        }
        if case .rows(let rows) = content {
            for (i, row) in rows.enumerated() where !(row.interactive?.touches.isEmpty ?? true) {
                scripts.append(([FieldKey("rows"), FieldKey(intValue: i)!, FieldKey("touches")], row.interactive!.touches.map { $0.inView(SceneRow.tag(i)) }))
            }
        }
        touches = try Self.merged(scripts) { path, message in DecodingError.dataCorrupted(.init(codingPath: c.codingPath + path, debugDescription: message)) }
        titles = DayTitles(now: stated ?? dates.max() ?? Date(timeIntervalSinceReferenceDate: 0), timeZone: zone)
        // Every row is at least `minimumRowHeight` tall: a scene that cannot fit a canvas fails
        // here, before thousands of rows are built and laid out.
        let rows: Int
        switch content {
        case .rows(let r): rows = r.count
        case .screen(let screen):
            switch screen {
            case .transactions(let t): rows = t.count
            case .people(let p): rows = p.count
            case .groups(let g): rows = g.count
            case .subscriptions(let s): rows = s.count
            case .analytics(let c, _): rows = c.count
            case .contentSkeleton, .insightsSkeleton: rows = 0
            }
        }
        let least = (height ?? Double(rows) * Self.minimumRowHeight) * scale
        guard least <= Double(Canvas.maxDimension) else {
            throw c.fail(c.has("rows") ? "rows" : (try c.optionalString("screen")) ?? "rows",
                         "\(rows) rows need a canvas at least \(Int(width * scale))×\(Int(least)) px, over the limit of \(Canvas.maxDimension) px per side")
        }
    }

    /// The touch scripts played as one, in time order; a touch that begins while another is
    /// down is an error (`fail(path, message)`) naming both scripts.
    static func merged(_ scripts: [(path: [CodingKey], events: [TouchEvent])], fail: ([CodingKey], String) -> Error) throws -> [TouchEvent] {
        func name(_ path: [CodingKey]) -> String { JSONFieldError.render(path) }
        // Each script's touches as spans: (script, first event, last event).
        var spans: [(script: Int, events: ArraySlice<TouchEvent>)] = []
        for (k, script) in scripts.enumerated() {
            var start = 0
            for (i, e) in script.events.enumerated() where e.kind == .up || e.kind == .cancel || i == script.events.count - 1 {
                spans.append((k, script.events[start...i])); start = i + 1
            }
        }
        spans.sort { ($0.events.first!.time, $0.script) < ($1.events.first!.time, $1.script) }
        var merged: [TouchEvent] = []
        for (n, span) in spans.enumerated() {
            if n > 0, let previous = merged.last, span.events.first!.time < previous.time {
                let other = spans[n - 1]
                throw fail(scripts[span.script].path, "its touch at \(span.events.first!.time) s begins while \(name(scripts[other.script].path))' touch from \(other.events.first!.time) s is still down; a scene plays one touch at a time")
            }
            merged += span.events
        }
        return merged
    }

    /// The haptics the frames play: what the rows' code played, as the motion mode allows,
    /// within the design system's budget (`HapticBudget`).
    public func haptics(played: [HapticEvent]) -> [HapticEvent] {
        HapticBudget.kept(played.filter { mode.plays($0.style) })
    }

    /// The least height any row of the design system takes, in points (a 48 pt icon in 16 pt
    /// padding; headers are shorter but never come alone).
    static let minimumRowHeight = 40.0

    /// The environment of a frame in one appearance at time t.
    public func environment(_ scheme: ColorScheme, time t: Double) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme; env.displayScale = scale; env.time = t; env.animationMode = mode; env.dynamicTypeSize = dynamicType
        return env
    }

    /// The stills the file asks for: each appearance at its time.
    @MainActor public var requests: [(scheme: ColorScheme, request: RenderRequest)] {
        appearances.map { ($0, frame(environment($0, time: time))) }
    }

    @MainActor public func frame(_ environment: EnvironmentValues) -> RenderRequest {
        RenderRequest(view, width: width, height: height, environment: environment, background: background,
                      script: InteractionScript(touches: touches, actions: changeTimes.map { InteractionScript.Action(time: $0) {} }))
    }

    /// When rows' pressed states change (see `Interaction.changeTimes`).
    var changeTimes: [Double] {
        guard case .rows(let rows) = content else { return [] }
        return Array(Set(rows.flatMap { $0.interactive?.changeTimes ?? [] })).sorted()
    }

    /// The scene's view; rows read the frame's time and motion mode from the environment.
    @MainActor public var view: AnyView {
        switch content {
        case .screen(let screen):
            switch screen {
            case .transactions(let t): return AnyView(TransactionsScreen(transactions: t, titles: titles))
            case .people(let p): return AnyView(PeopleScreen(people: p))
            case .groups(let g): return AnyView(GroupsScreen(groups: g))
            case .subscriptions(let s): return AnyView(SubscriptionsScreen(subscriptions: s))
            case let .analytics(c, selected): return AnyView(AnalyticsScreen(categories: c, selected: selected))
            case .contentSkeleton: return AnyView(ContentViewSkeleton())
            case .insightsSkeleton: return AnyView(InsightsSkeleton())
            }
        case .rows(let rows):
            let titles = self.titles
            return AnyView(VStack(spacing: 12) {
                ForEach(rows.indices, id: \.self) { i in rows[i].view(titles: titles, index: i) }
            }
            .padding(.vertical, 16)
            .frame(maxWidth: .infinity, alignment: .top))
        }
    }
}

/// One row of a scene file: a model shown by its row view, optionally interactive.
struct SceneRow: @unchecked Sendable {
    enum Model {
        case header(title: String, count: Int?, label: String)
        case transaction(Transaction), person(Person), group(ExpenseGroup), subscription(Subscription)
        case category(CategoryShare, selected: Bool)
    }
    let model: Model
    let interactive: Interaction?
    let dates: [Date]
    var lastEvent: Double { interactive?.lastEvent ?? 0 }
    /// The tag of row `index`'s frame, which its touches are measured in.
    static func tag(_ index: Int) -> String { "rows[\(index)]" }

    init(_ d: Decoder, index: Int, now: Date?) throws {
        let type = try d.container(keyedBy: FieldKey.self).choice("type", ["header", "transaction", "person", "group", "subscription", "category"])
        let extra = ["type", "interactive", "touches"]
        switch type {
        case "header":
            let c = try d.fields(["type", "title", "count", "countLabel"])
            model = .header(title: try c.string("title"), count: c.has("count") ? try c.count("count") : nil, label: try c.string("countLabel", default: "items"))
            dates = []; interactive = nil
            return
        case "transaction":
            let c = try d.fields(RowModels.transactionFields + extra)
            let t = try RowModels.transaction(c, index: index)
            model = .transaction(t); dates = [t.date]
        case "person":
            let c = try d.fields(RowModels.personFields + extra)
            let p = try RowModels.person(c, index: index, now: now)
            model = .person(p.person); dates = p.stated.map { [$0] } ?? []
        case "group":
            let c = try d.fields(RowModels.groupFields + extra)
            let g = try RowModels.group(c, index: index, now: now)
            model = .group(g.group); dates = g.stated.map { [$0] } ?? []
        case "subscription":
            let c = try d.fields(RowModels.subscriptionFields + extra)
            let s = try RowModels.subscription(c, index: index, now: now)
            model = .subscription(s.subscription); dates = s.stated
        default:
            let c = try d.fields(RowModels.categoryFields + ["isSelected"] + extra)
            model = .category(try RowModels.category(c), selected: try c.bool("isSelected", default: false))
            dates = []
        }
        let c = try d.container(keyedBy: FieldKey.self)
        interactive = c.has("interactive") || c.has("touches") ? try Interaction(c) : nil
    }

    /// The row at the frame's time (read from the environment); an interactive one is tagged
    /// `SceneRow.tag(index)`, where its touches land.
    @MainActor func view(titles: DayTitles, index: Int) -> AnyView {
        let base: AnyView
        switch model {
        case let .header(title, count, label): return AnyView(UnifiedSectionHeader(title: title, count: count, countLabel: label))
        case .transaction(let t): base = AnyView(TransactionRow(t, titles: titles))
        case .person(let p): base = AnyView(PersonRow(p))
        case .group(let g): base = AnyView(GroupRow(g))
        case .subscription(let s): base = AnyView(SubscriptionRow(s))
        case let .category(c, selected): base = AnyView(CategoryRow(c, isSelected: selected))
        }
        guard let interactive else { return AnyView(base.padding(.horizontal, 16)) }
        return AnyView(FrameContent { t, mode in interactive.row(base, at: t, mode: mode) }.layoutTag(SceneRow.tag(index)).padding(.horizontal, 16))
    }
}

/// A row's interactivity: the pressed state (fixed or a timeline), loading, divider, swipe
/// actions, and a touch script in the row's points (the scene plays it on the runtime).
struct Interaction: @unchecked Sendable {
    let pressChanges: [(time: Double, pressed: Bool)]
    let loading: Bool, divider: Bool
    let leading: [RowAction], trailing: [RowAction]
    let swipeAtRest: Double
    let touches: [TouchEvent]
    /// `pressed` changes and touch events (see `SceneFile.maxScriptEvents`).
    let scriptEvents: Int
    var lastEvent: Double { max(pressChanges.map(\.time).max() ?? 0, touches.last?.time ?? 0) }

    static let actionNames = ["delete", "edit", "complete", "markPaid", "archive"]
    static let actions: [RowAction] = [.delete, .edit, .complete, .markPaid, .archive]

    init(_ row: KeyedDecodingContainer<FieldKey>) throws {
        let i: KeyedDecodingContainer<FieldKey>? = row.has("interactive")
            ? try row.superDecoder(forKey: FieldKey("interactive")).fields(["pressed", "loading", "showDivider", "swipe"]) : nil
        var changes: [(Double, Bool)] = []
        if let i, i.has("pressed") {
            if let flag = try? i.decode(Bool.self, forKey: FieldKey("pressed")) {
                changes = [(0, flag)]
            } else {
                var list = try i.nestedUnkeyedContainer(forKey: FieldKey("pressed"))
                if let n = list.count, n > SceneFile.maxScriptEvents {
                    throw i.fail("pressed", "\(n) changes is over the limit of \(SceneFile.maxScriptEvents) script events in one scene")
                }
                var k = 0
                while !list.isAtEnd {
                    let pair = try? list.decode(PressChange.self)
                    guard let pair else { throw i.fail("pressed", "").at(k, "expected [time within 0…3600 s, true|false]") }
                    // In order of time, as touches are: the state at t is found by bisection.
                    if let last = changes.last, pair.time < last.0 {
                        throw i.fail("pressed", "").at(k, "at \(pair.time) s comes before the previous change at \(last.0) s")
                    }
                    changes.append((pair.time, pair.pressed)); k += 1
                }
            }
        }
        pressChanges = changes
        var events = changes.count
        loading = try i?.bool("loading", default: false) ?? false
        divider = try i?.bool("showDivider", default: true) ?? true
        var leading: [RowAction] = [], trailing: [RowAction] = [], offset = 0.0
        if let i, i.has("swipe") {
            let s = try i.superDecoder(forKey: FieldKey("swipe")).fields(["edge", "offset", "actions"])
            let edge = try s.choice("edge", ["leading", "trailing"], default: "trailing")
            let distance = try s.number("offset", default: 0, in: 0...1000)
            var list = try s.nestedUnkeyedContainer(forKey: FieldKey("actions"))
            var actions: [RowAction] = []
            while !list.isAtEnd {
                let k = list.currentIndex
                let name = try? list.decode(String.self)
                guard let name, let n = Self.actionNames.firstIndex(of: name) else {
                    throw s.fail("actions", "").at(k, "unknown action; expected one of: \(Self.actionNames.joined(separator: ", "))")
                }
                actions.append(Self.actions[n])
            }
            if edge == "leading" { leading = actions; offset = distance } else { trailing = actions; offset = -distance }
        }
        self.leading = leading; self.trailing = trailing; swipeAtRest = offset
        if row.has("touches") {
            let touchEvents = try row.decode(Array<TouchEvent>.self, forKey: FieldKey("touches"))
            events += touchEvents.count
            guard events <= SceneFile.maxScriptEvents else {
                throw row.fail("touches", "\(touchEvents.count) events take the row past \(SceneFile.maxScriptEvents) script events (pressed changes and touches), the limit for one scene")
            }
            do { try TouchEvent.check(touchEvents) { "touch event \($0)" } } catch { throw row.fail("touches", error.message) }
            if let named = touchEvents.first(where: { $0.view != nil }) {
                throw row.fail("touches", "a row's touches are in the row's points; \"view\": \(TerminalText.quoted(named.view!)) belongs in the scene's touches")
            }
            touches = touchEvents
        } else {
            touches = []
        }
        scriptEvents = events
    }

    /// The row at time t: pressed as the file's `pressed` timeline says at t (through
    /// `rowPressed`, which the row animates as its own press: snappy in, gentle out), swiped by
    /// its swipe offset (through `swipeOffset`); touches press and swipe it through its own
    /// gestures.
    @MainActor func row(_ base: AnyView, at t: Double, mode: AnimationMode) -> AnyView {
        // The last change at or before t (changes are in order of time).
        var lo = 0, hi = pressChanges.count
        while lo < hi { let mid = (lo + hi) / 2; if pressChanges[mid].time <= t { lo = mid + 1 } else { hi = mid } }
        let pressed = lo > 0 ? pressChanges[lo - 1].pressed : false
        // The press is the interactive wrapper's, as a touch's is: the row inside is not pressed too.
        return AnyView(InteractiveListRow(isLoading: loading, showDivider: divider, leadingActions: leading, trailingActions: trailing) {
            base.environment(\.rowPressed, false)
        }
            .environment(\.rowPressed, pressed)
            .environment(\.swipeOffset, swipeAtRest))
    }

    /// The times the row's pressed state changes: the view graph evaluates the scene at each, so
    /// a press animates from exactly then whichever frames are asked for.
    var changeTimes: [Double] { pressChanges.map(\.time) }
}

/// `[time, pressed]`.
private struct PressChange: Decodable {
    let time: Double, pressed: Bool
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        guard c.count == 2 else { throw decoder.fail("expected [time, true|false]") }
        time = try c.decode(Double.self); pressed = try c.decode(Bool.self)
        guard time.isFinite, (0...3600).contains(time) else { throw decoder.fail("time must be within 0…3600 s") }
    }
}

extension DecodingError {
    /// The same error moved to item `index` of the array it was raised for, with `message`.
    func at(_ index: Int, _ message: String) -> DecodingError {
        guard case let .dataCorrupted(c) = self else { return self }
        return .dataCorrupted(.init(codingPath: c.codingPath + [FieldKey(intValue: index)!], debugDescription: message))
    }
}
