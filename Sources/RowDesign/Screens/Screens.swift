import Foundation
import RowScene

/// Seed 004's transaction row: expenses red ("- $6.45"), income green ("+ $3,500.00"), the time under the amount.
public func transactionRow(_ t: Transaction, titles: DayTitles, press: Double = 0) throws(DesignError) -> UnifiedListRow<ViewList> {
    try checkName(t.merchant, "transaction merchant")
    return UnifiedListRow(title: t.merchant, subtitle: t.category.displayName, value: try CurrencyFormat.signed(t.amount),
                          valueColor: t.isExpense ? .wiseError : .wiseBrightGreen, valueLabel: titles.time(t.date), press: press) {
        UnifiedIconCircle(icon: t.category.icon, color: t.category.color)
    }
}

/// Transactions grouped by day, newest day first, each under a date header with its count.
public struct TransactionsScreen: View {
    let sections: [(title: String, rows: [UnifiedListRow<ViewList>])]

    public init(transactions: [Transaction], now: Date, timeZone: TimeZone) throws(DesignError) {
        let titles = DayTitles(now: now, timeZone: timeZone)
        let byDay = Dictionary(grouping: transactions) { titles.day($0.date) }
        var sections: [(title: String, rows: [UnifiedListRow<ViewList>])] = []
        for day in byDay.keys.sorted(by: >) {
            let items = byDay[day]!.sorted { $0.date != $1.date ? $0.date > $1.date : $0.id < $1.id }
            var rows: [UnifiedListRow<ViewList>] = []
            for t in items { rows.append(try transactionRow(t, titles: titles)) }
            sections.append((titles.title(day), rows))
        }
        self.sections = sections
    }

    public var body: some View {
        VStack(spacing: 8) {
            ForEach(sections.indices, id: \.self) { i in
                UnifiedSectionHeader(title: sections[i].title, count: sections[i].rows.count, countLabel: "transactions")
                VStack(spacing: 12) {
                    ForEach(sections[i].rows.indices, id: \.self) { j in sections[i].rows[j] }
                }
                .padding(.horizontal, 16)
            }
        }
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity, alignment: .top)
        .background(Color.wiseBackground)
    }
}

/// People sorted by most recent interaction: green "owes you", red "you owe", neutral "settled up".
public struct PeopleScreen: View {
    let rows: [UnifiedListRow<ViewList>]
    public init(people: [Person]) throws(DesignError) {
        var rows: [UnifiedListRow<ViewList>] = []
        for p in newestFirst(people, by: \.lastInteraction) {
            try checkName(p.name, "person name")
            let color: Color = p.balance > 0 ? .wiseBrightGreen : (p.balance < 0 ? .wiseError : .wisePrimaryText)
            let label = p.balance > 0 ? "owes you" : (p.balance < 0 ? "you owe" : "settled up")
            rows.append(UnifiedListRow(title: p.name, subtitle: p.email.isEmpty ? "No email" : p.email,
                                       value: try CurrencyFormat.signed(p.balance), valueColor: color, valueLabel: label) {
                UnifiedEmojiCircleInitials(name: p.name)
            })
        }
        self.rows = rows
    }
    public var body: some View { ScreenList(rows: rows) }
}

/// An avatar: the person's initials on a gradient circle (the seed's AvatarView, gradient style).
public struct UnifiedEmojiCircleInitials: View {
    let name: String
    public init(name: String) { self.name = name }
    var initials: String {
        name.split(separator: " ").prefix(2).compactMap(\.first).map { String($0).uppercased() }.joined()
    }
    public var body: some View {
        Circle()
            .fill(LinearGradient(colors: [Color(hex: 0x6A8DFF), Color(hex: 0x9B59B6)], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: 48, height: 48)
            .overlay(Text(initials).font(.system(size: 17, weight: .semibold)).foregroundColor(.white))
    }
}

/// Groups sorted by latest expense: emoji circle, member count, total, expense count.
public struct GroupsScreen: View {
    let rows: [UnifiedListRow<ViewList>]
    public init(groups: [ExpenseGroup]) throws(DesignError) {
        var rows: [UnifiedListRow<ViewList>] = []
        for g in newestFirst(groups, by: \.lastActivity) {
            try checkName(g.name, "group name")
            guard g.memberCount >= 0 else { throw DesignError("group \(g.name): member count must not be negative") }
            rows.append(UnifiedListRow(title: g.name, subtitle: CountLabel.text(g.memberCount, "members"),
                                       value: try CurrencyFormat.usd(g.totalAmount), valueColor: .wisePrimaryText,
                                       valueLabel: CountLabel.text(g.expenseDates.count, "expenses")) {
                UnifiedEmojiCircle(emoji: g.emoji, backgroundColor: .wiseBlue)
            })
        }
        self.rows = rows
    }
    public var body: some View { ScreenList(rows: rows) }
}

/// A subscription's icon with its status dots: orange for a free trial, blue when shared.
public struct SubscriptionIcon: View {
    let subscription: Subscription
    public var body: some View {
        ZStack {
            UnifiedIconCircle(icon: subscription.icon, color: subscription.color ?? subscription.category.color)
            if subscription.isFreeTrial {
                Circle().fill(Color.wiseWarning).frame(width: 10, height: 10).offset(x: 18, y: -18).layoutTag("trialDot")
            }
            if subscription.isShared {
                Circle().fill(Color.wiseBlue).frame(width: 10, height: 10).offset(x: 18, y: 18).layoutTag("sharedDot")
            }
        }
    }
}

/// Subscriptions sorted by last activity, price per cycle.
public struct SubscriptionsScreen: View {
    let rows: [UnifiedListRow<ViewList>]
    public init(subscriptions: [Subscription]) throws(DesignError) {
        var rows: [UnifiedListRow<ViewList>] = []
        for s in newestFirst(subscriptions, by: \.lastActivity) {
            try checkName(s.name, "subscription name")
            rows.append(UnifiedListRow(title: s.name, subtitle: s.category.displayName, value: try CurrencyFormat.usd(s.price),
                                       valueColor: .wisePrimaryText, valueLabel: "/" + s.cycle.shortName) {
                SubscriptionIcon(subscription: s)
            })
        }
        self.rows = rows
    }
    public var body: some View { ScreenList(rows: rows) }
}

/// Analytics categories with progress bars and percentages; `selected` gets the border.
public struct AnalyticsScreen: View {
    let rows: [UnifiedListRowWithProgress<ViewList>]
    public init(categories: [CategoryShare], selected: String? = nil) throws(DesignError) {
        var rows: [UnifiedListRowWithProgress<ViewList>] = []
        for c in categories {
            try checkName(c.name, "category name")
            let color = GradientColorHelper.gradientColor(for: c.percentage, isIncome: c.isIncome)
            let shown = min(100, max(0, c.percentage))
            rows.append(try UnifiedListRowWithProgress(title: c.name, subtitle: c.isIncome ? "Income" : "Expense",
                                                       value: try CurrencyFormat.usd(c.amount), valueColor: color, percentage: c.percentage,
                                                       valueLabel: String(format: "%.1f%%", shown), isSelected: c.name == selected) {
                UnifiedIconCircle(icon: c.icon ?? "circle.fill", color: color)
            })
        }
        self.rows = rows
    }
    public var body: some View {
        VStack(spacing: 12) {
            ForEach(rows.indices, id: \.self) { i in rows[i] }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .top)
        .background(Color.wiseBackground)
    }
}

/// Seed 004's recency order: most recent first, ties by id (stable across runs).
func newestFirst<T: Identifiable>(_ items: [T], by date: KeyPath<T, Date>) -> [T] where T.ID == Int {
    items.sorted { $0[keyPath: date] != $1[keyPath: date] ? $0[keyPath: date] > $1[keyPath: date] : $0.id < $1.id }
}

/// Rows 12 pt apart with 16 pt margins on the screen background.
struct ScreenList<Row: View>: View {
    let rows: [Row]
    var body: some View {
        VStack(spacing: 12) {
            ForEach(rows.indices, id: \.self) { i in rows[i] }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .top)
        .background(Color.wiseBackground)
    }
}
