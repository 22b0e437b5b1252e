import Foundation
import RowScene

/// Transactions grouped by day, newest day first, each under a date header with its count.
public struct TransactionsScreen: View {
    let sections: [(title: String, rows: [Transaction])]
    let titles: DayTitles

    public init(transactions: [Transaction], now: Date, timeZone: TimeZone) {
        self.init(transactions: transactions, titles: DayTitles(now: now, timeZone: timeZone))
    }

    public init(transactions: [Transaction], titles: DayTitles) {
        let byDay = Dictionary(grouping: transactions) { titles.day($0.date) }
        sections = byDay.keys.sorted(by: >).map { day in
            (titles.title(day), byDay[day]!.sorted { $0.date != $1.date ? $0.date > $1.date : $0.id < $1.id })
        }
        self.titles = titles
    }

    public var body: some View {
        VStack(spacing: 8) {
            ForEach(sections.indices, id: \.self) { i in
                UnifiedSectionHeader(title: sections[i].title, count: sections[i].rows.count, countLabel: "transactions")
                VStack(spacing: 12) {
                    ForEach(sections[i].rows.indices, id: \.self) { j in TransactionRow(sections[i].rows[j], titles: titles) }
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
    let people: [Person]
    public init(people: [Person]) { self.people = newestFirst(people, by: \.lastInteraction) }
    public var body: some View { ScreenList(rows: people.map(PersonRow.init)) }
}

/// An avatar: the person's initials on a gradient circle (the design's AvatarView, gradient style).
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
    let groups: [ExpenseGroup]
    public init(groups: [ExpenseGroup]) { self.groups = newestFirst(groups, by: \.lastActivity) }
    public var body: some View { ScreenList(rows: groups.map(GroupRow.init)) }
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
    let subscriptions: [Subscription]
    public init(subscriptions: [Subscription]) { self.subscriptions = newestFirst(subscriptions, by: \.lastActivity) }
    public var body: some View { ScreenList(rows: subscriptions.map(SubscriptionRow.init)) }
}

/// Analytics categories with progress bars and percentages; `selected` gets the border.
public struct AnalyticsScreen: View {
    let categories: [CategoryShare]
    let selected: String?
    public init(categories: [CategoryShare], selected: String? = nil) { self.categories = categories; self.selected = selected }
    public var body: some View {
        ScreenList(rows: categories.map { CategoryRow($0, isSelected: $0.name == selected) })
    }
}

/// The design system's recency order: most recent first, ties by id (stable across runs).
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
