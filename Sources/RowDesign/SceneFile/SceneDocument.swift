import Foundation
import RowMotion
import RowScene

/// A scene described in JSON (README "Scene JSON"): rows of the design system or a whole
/// screen from data, with the frame's appearance, scale, time and motion mode. Every error
/// names its JSON path.
public struct SceneDocument: @unchecked Sendable {
    public var width: Double
    public var height: Double?
    public var scale: Double
    /// "light", "dark" or "both".
    public var appearance: String
    public var time: Double
    public var mode: AnimationMode
    public var dynamicType: DynamicTypeSize
    public var background: Color
    let content: Content
    /// The length of the scene's animations (the latest timed event + 1 s).
    public let duration: Double
    public let haptics: [HapticEvent]

    enum Content {
        case rows([Row])
        case screen(() throws -> AnyView)
    }

    struct Row {
        let view: (Double, AnimationMode) throws -> AnyView
    }

    /// Reads a scene; `DesignError` messages start with the JSON path.
    public static func parse(_ data: Data) throws(DesignError) -> SceneDocument {
        let any: Any
        do { any = try JSONSerialization.jsonObject(with: data) } catch {
            throw DesignError("not valid JSON: \((error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)")")
        }
        guard let root = any as? [String: Any] else { throw DesignError("the scene must be a JSON object") }
        return try SceneDocument(JSONReader(root, path: ""))
    }

    /// The views for each appearance this document asks for.
    public var schemes: [ColorScheme] {
        appearance == "both" ? [.light, .dark] : [appearance == "dark" ? .dark : .light]
    }

    /// The environment of a frame at time t in one appearance.
    public func environment(_ scheme: ColorScheme, time t: Double) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme; env.displayScale = scale; env.time = t; env.animationMode = mode; env.dynamicTypeSize = dynamicType
        return env
    }

    /// The document as an animated scene for frame export (its own motion mode unless the
    /// exporter's differs).
    public func motionScene(named name: String) -> MotionScene {
        let doc = self
        return MotionScene(name: name, summary: "scene file", duration: duration, width: width, haptics: haptics) { t, mode in
            var d = doc
            d.mode = mode
            return try d.view(at: t)
        }
    }

    /// The view at time t.
    public func view(at t: Double) throws -> AnyView {
        switch content {
        case .screen(let make): return try make()
        case .rows(let rows):
            let views = try rows.map { try $0.view(t, mode) }
            return AnyView(VStack(spacing: 12) {
                ForEach(views.indices, id: \.self) { i in views[i] }
            }
            .padding(.vertical, 16)
            .frame(maxWidth: .infinity, alignment: .top))
        }
    }

    init(_ r: JSONReader) throws(DesignError) {
        try r.allow(["width", "height", "scale", "appearance", "time", "animationMode", "dynamicType", "now", "timeZone",
                     "background", "rows", "screen", "transactions", "people", "groups", "subscriptions", "categories", "selected"])
        width = try r.number("width", default: 390, range: 1...4096)
        height = try r.optionalNumber("height", range: 1...16384)
        scale = try r.number("scale", default: 3, range: 1...3)
        guard [1.0, 2.0, 3.0].contains(scale) else { throw DesignError("scale: must be 1, 2 or 3, found \(scale)") }
        appearance = try r.choice("appearance", ["light", "dark", "both"], default: "light")
        time = try r.number("time", default: 0, range: 0...3600)
        mode = AnimationMode(rawValue: try r.choice("animationMode", AnimationMode.allCases.map(\.rawValue), default: "full"))!
        dynamicType = DynamicTypeSize(rawValue: try r.choice("dynamicType", DynamicTypeSize.allCases.map(\.rawValue), default: "large"))!
        background = try r.optionalColor("background") ?? .systemGroupedBackground
        let timeZoneName = try r.string("timeZone", default: "UTC")
        guard let timeZone = TimeZone(identifier: timeZoneName) else { throw DesignError("timeZone: unknown time zone \"\(timeZoneName)\"") }
        let now = try r.optionalDate("now") ?? DesignGallery.now
        let titles = DayTitles(now: now, timeZone: timeZone)
        var latest = 0.0
        var haptics: [HapticEvent] = []
        if let screen = try r.optionalString("screen") {
            let names = ["transactions", "people", "groups", "subscriptions", "analytics", "contentSkeleton", "insightsSkeleton"]
            guard names.contains(screen) else { throw DesignError("screen: unknown screen \"\(screen)\"; expected one of: \(names.joined(separator: ", "))") }
            let view: AnyView
            switch screen {
            case "transactions":
                let items = try r.array("transactions").enumerated().map { i, e throws(DesignError) in try Self.transaction(e, index: i) }
                view = AnyView(try TransactionsScreen(transactions: items, now: now, timeZone: timeZone))
            case "people":
                view = AnyView(try PeopleScreen(people: try r.array("people").enumerated().map { i, e throws(DesignError) in
                    Person(id: i, name: try e.string("name"), email: try e.string("email", default: ""), balance: try e.number("balance"),
                           lastInteraction: try e.optionalDate("lastInteraction") ?? now)
                }))
            case "groups":
                view = AnyView(try GroupsScreen(groups: try r.array("groups").enumerated().map { i, e throws(DesignError) in
                    let count = Int(try e.number("expenseCount", default: 0, range: 0...100_000))
                    let last = try e.optionalDate("lastExpense") ?? now
                    return ExpenseGroup(id: i, name: try e.string("name"), emoji: try e.emoji("emoji"), memberCount: Int(try e.number("members", range: 0...100_000)),
                                        totalAmount: try e.number("totalAmount"), expenseDates: Array(repeating: last, count: count), createdDate: last)
                }))
            case "subscriptions":
                view = AnyView(try SubscriptionsScreen(subscriptions: try r.array("subscriptions").enumerated().map { i, e throws(DesignError) in try Self.subscription(e, index: i, now: now) }))
            case "analytics":
                view = AnyView(try AnalyticsScreen(categories: try r.array("categories").map { e throws(DesignError) in try Self.category(e) },
                                                   selected: try r.optionalString("selected")))
            case "contentSkeleton": view = AnyView(ContentViewSkeleton())
            default: view = AnyView(InsightsSkeleton())
            }
            content = .screen { view }
        } else {
            let rows = try r.array("rows")
            guard !rows.isEmpty else { throw DesignError("rows: a scene needs at least one row (or a \"screen\")") }
            var built: [Row] = []
            for (i, e) in rows.enumerated() {
                let (row, last, rowHaptics) = try Self.row(e, index: i, titles: titles)
                built.append(row); latest = max(latest, last); haptics += rowHaptics
            }
            content = .rows(built)
        }
        duration = latest + 1
        self.haptics = haptics.sorted { $0.time < $1.time }
    }

    static func transaction(_ e: JSONReader, index: Int) throws(DesignError) -> Transaction {
        Transaction(id: index, merchant: try e.string("merchant"), category: try e.category("category"), amount: try e.number("amount"),
                    date: try e.date("date"))
    }

    static func subscription(_ e: JSONReader, index: Int, now: Date) throws(DesignError) -> Subscription {
        let cycle = Subscription.Cycle(rawValue: try e.choice("cycle", ["weekly", "monthly", "yearly"], default: "monthly"))!
        return Subscription(id: index, name: try e.string("name"), category: try e.category("category"), icon: try e.string("icon"),
                            color: try e.optionalColor("color"), price: try e.number("price"), cycle: cycle,
                            isFreeTrial: try e.bool("isFreeTrial", default: false), isShared: try e.bool("isShared", default: false),
                            lastUsed: try e.optionalDate("lastUsed"), lastBilled: try e.optionalDate("lastBilled"),
                            created: try e.optionalDate("created") ?? now)
    }

    static func category(_ e: JSONReader) throws(DesignError) -> CategoryShare {
        CategoryShare(name: try e.string("name"), icon: try e.optionalString("icon"), amount: try e.number("amount"),
                      percentage: try e.number("percentage"), isIncome: try e.bool("isIncome", default: false))
    }

    /// One row: its view at (t, mode), the time of its last timed event, its haptics.
    static func row(_ e: JSONReader, index: Int, titles: DayTitles) throws(DesignError) -> (Row, Double, [HapticEvent]) {
        let type = try e.choice("type", ["header", "transaction", "person", "group", "subscription", "category"])
        let base: AnyView
        switch type {
        case "header":
            try e.allow(["type", "title", "count", "countLabel"])
            let count = try e.optionalNumber("count", range: 0...1_000_000).map { Int($0) }
            let header = UnifiedSectionHeader(title: try e.string("title"), count: count, countLabel: try e.string("countLabel", default: "items"))
            return (Row { _, _ in AnyView(header) }, 0, [])
        case "transaction":
            try e.allow(["type", "merchant", "category", "amount", "date", "interactive", "touches"])
            base = AnyView(try transactionRow(try transaction(e, index: index), titles: titles))
        case "person":
            try e.allow(["type", "name", "email", "balance", "lastInteraction", "interactive", "touches"])
            let balance = try e.number("balance")
            let name = try e.string("name")
            try checkName(name, "\(e.path).name")
            base = AnyView(UnifiedListRow(title: name, subtitle: try e.string("email", default: "No email"),
                                          value: try CurrencyFormat.signed(balance),
                                          valueColor: balance > 0 ? .wiseBrightGreen : (balance < 0 ? .wiseError : .wisePrimaryText),
                                          valueLabel: balance > 0 ? "owes you" : (balance < 0 ? "you owe" : "settled up")) {
                UnifiedEmojiCircleInitials(name: name)
            })
        case "group":
            try e.allow(["type", "name", "emoji", "members", "totalAmount", "expenseCount", "interactive", "touches"])
            let name = try e.string("name")
            try checkName(name, "\(e.path).name")
            let emoji = try e.emoji("emoji")
            base = AnyView(UnifiedListRow(title: name, subtitle: CountLabel.text(Int(try e.number("members", range: 0...100_000)), "members"),
                                          value: try CurrencyFormat.usd(try e.number("totalAmount")), valueColor: .wisePrimaryText,
                                          valueLabel: CountLabel.text(Int(try e.number("expenseCount", default: 0, range: 0...100_000)), "expenses")) {
                UnifiedEmojiCircle(emoji: emoji)
            })
        case "subscription":
            try e.allow(["type", "name", "category", "icon", "color", "price", "cycle", "isFreeTrial", "isShared", "lastUsed", "lastBilled", "created", "interactive", "touches"])
            let s = try subscription(e, index: index, now: titles.now)
            try checkName(s.name, "\(e.path).name")
            base = AnyView(UnifiedListRow(title: s.name, subtitle: s.category.displayName, value: try CurrencyFormat.usd(s.price),
                                          valueColor: .wisePrimaryText, valueLabel: "/" + s.cycle.shortName) { SubscriptionIcon(subscription: s) })
        default:
            try e.allow(["type", "name", "icon", "amount", "percentage", "isIncome", "isSelected", "interactive", "touches"])
            let c = try category(e)
            let color = GradientColorHelper.gradientColor(for: c.percentage, isIncome: c.isIncome)
            let selected = try e.bool("isSelected", default: false)
            let label = String(format: "%.1f%%", min(100, max(0, c.percentage)))
            base = AnyView(try UnifiedListRowWithProgress(title: c.name, subtitle: c.isIncome ? "Income" : "Expense", value: try CurrencyFormat.usd(c.amount),
                                                          valueColor: color, percentage: c.percentage, valueLabel: label, isSelected: selected) {
                UnifiedIconCircle(icon: c.icon ?? "circle.fill", color: color)
            })
        }
        guard e.raw("interactive") != nil || e.raw("touches") != nil else {
            return (Row { _, _ in AnyView(base.padding(.horizontal, 16)) }, 0, [])
        }
        let interactive = try e.optionalObject("interactive") ?? JSONReader([:], path: e.at("interactive"))
        try interactive.allow(["pressed", "loading", "showDivider", "swipe"])
        // pressed: a boolean, or a timeline [[t, bool], …] animated as seed 000 says.
        var pressedChanges: [(Double, Bool)] = []
        if let v = interactive.raw("pressed"), JSONReader.isBoolean(v), let flag = v as? Bool {
            pressedChanges = [(0, flag)]
        } else if interactive.raw("pressed") != nil {
            for (k, item) in try interactive.array("pressed").enumerated() {
                guard let pair = item.value as? [Any], pair.count == 2, !JSONReader.isBoolean(pair[0]),
                      let t = (pair[0] as? NSNumber)?.doubleValue, t.isFinite, t >= 0, t <= 3600, JSONReader.isBoolean(pair[1]), let p = pair[1] as? Bool else {
                    throw DesignError("\(interactive.path).pressed[\(k)]: expected [time within 0…3600 s, true|false]")
                }
                pressedChanges.append((t, p))
            }
        }
        var touches: TouchOutcome? = nil
        var swipeOffset = 0.0
        var leading: [RowAction] = [], trailing: [RowAction] = []
        if let swipe = try interactive.optionalObject("swipe") {
            try swipe.allow(["edge", "offset", "actions"])
            let edge = try swipe.choice("edge", ["leading", "trailing"], default: "trailing")
            let offset = try swipe.number("offset", default: 0, range: 0...1000)
            let names = ["delete", "edit", "complete", "markPaid", "archive"]
            let actions: [RowAction] = try swipe.array("actions").enumerated().map { k, a throws(DesignError) in
                guard let name = a.value as? String, names.contains(name) else {
                    throw DesignError("\(swipe.path).actions[\(k)]: unknown action; expected one of: \(names.joined(separator: ", "))")
                }
                return [RowAction.delete, .edit, .complete, .markPaid, .archive][names.firstIndex(of: name)!]
            }
            if edge == "leading" { leading = actions; swipeOffset = offset } else { trailing = actions; swipeOffset = -offset }
        }
        if e.raw("touches") != nil {
            let events: [TouchEvent] = try e.array("touches").enumerated().map { k, t throws(DesignError) in
                let kind = TouchEvent.Kind(rawValue: try t.choice("kind", ["down", "move", "up", "cancel"]))!
                return TouchEvent(kind, time: try t.number("time", range: 0...3600), x: try t.number("x", default: 0), y: try t.number("y", default: 0))
            }
            do {
                touches = try TouchTracker(leadingActionsWidth: leading.isEmpty ? 0 : 75 * Double(leading.count),
                                           trailingActionsWidth: trailing.isEmpty ? 0 : 75 * Double(trailing.count)).run(events)
            } catch { throw DesignError("\(e.path).touches: \(error.message)") }
        }
        let leadingActions = leading, trailingActions = trailing, offsetAtRest = swipeOffset
        let loading = try interactive.bool("loading", default: false)
        let divider = try interactive.bool("showDivider", default: true)
        let pressTimes = pressedChanges
        let outcome = touches
        let last = max(pressTimes.map(\.0).max() ?? 0, outcome?.pressed.map(\.time).max() ?? 0, outcome?.haptics.map(\.time).max() ?? 0)
        let row = Row { t, mode in
            var press = Timeline(initial: 0, changes: pressTimes.map { time, p in
                Timeline.Change(time: time, value: p ? 1 : 0, animation: time == 0 ? nil : (p ? AnimationEngine.snappySpring : AnimationEngine.gentleSpring).adapted(to: mode))
            }).value(at: t)
            var offset = offsetAtRest
            if let outcome {
                press = max(press, pressTimeline(outcome, mode: mode).value(at: t))
                offset += outcome.swipe.value(at: t)
            }
            return AnyView(try InteractiveListRow(isLoading: loading, showDivider: divider, leadingActions: leadingActions, trailingActions: trailingActions,
                                                  press: press, swipeOffset: offset) { base }.padding(.horizontal, 16))
        }
        return (row, last, outcome?.haptics ?? [])
    }
}
