import Foundation
import RowScene

/// The list row of each model type: what the screens show and what a scene file's rows are.
/// Values the row cannot show (an empty name, an amount that is not a finite number) make
/// it fail at render time, naming the problem.

/// A transaction: expenses red ("- $6.45"), income green ("+ $3,500.00"), the time under the amount.
public struct TransactionRow: View {
    let transaction: Transaction
    let titles: DayTitles
    public init(_ transaction: Transaction, titles: DayTitles) {
        self.transaction = transaction; self.titles = titles
    }
    public var body: some View {
        let t = transaction
        checkedRow(RowValues.check(name: t.merchant, "transaction merchant").flatMap { RowValues.signed(t.amount) }) { value in
            UnifiedListRow(title: t.merchant, subtitle: t.category.displayName, value: value,
                           valueColor: t.isExpense ? .wiseError : .wiseBrightGreen, valueLabel: titles.time(t.date)) {
                UnifiedIconCircle(icon: t.category.icon, color: t.category.color)
            }
        }
    }
}

/// A person: green "owes you", red "you owe", neutral "settled up"; "No email" when there is none.
public struct PersonRow: View {
    let person: Person
    public init(_ person: Person) { self.person = person }
    public var body: some View {
        let p = person
        checkedRow(RowValues.check(name: p.name, "person name").flatMap { RowValues.signed(p.balance) }) { value in
            UnifiedListRow(title: p.name, subtitle: p.email.isEmpty ? "No email" : p.email, value: value,
                           valueColor: p.balance > 0 ? .wiseBrightGreen : (p.balance < 0 ? .wiseError : .wisePrimaryText),
                           valueLabel: p.balance > 0 ? "owes you" : (p.balance < 0 ? "you owe" : "settled up")) {
                UnifiedEmojiCircleInitials(name: p.name)
            }
        }
    }
}

/// A group: emoji circle, member count, total, expense count.
public struct GroupRow: View {
    let group: ExpenseGroup
    public init(_ group: ExpenseGroup) { self.group = group }
    public var body: some View {
        let g = group
        let members: Result<Void, DesignError> = g.memberCount >= 0 ? .success(()) : .failure(DesignError("group \(g.name): member count must not be negative"))
        checkedRow(RowValues.check(name: g.name, "group name").flatMap { members }.flatMap { RowValues.usd(g.totalAmount) }) { value in
            UnifiedListRow(title: g.name, subtitle: CountLabel.text(g.memberCount, "members"), value: value,
                           valueColor: .wisePrimaryText, valueLabel: CountLabel.text(g.expenseDates.count, "expenses")) {
                UnifiedEmojiCircle(emoji: g.emoji, backgroundColor: .wiseBlue)
            }
        }
    }
}

/// A subscription: icon with trial and shared dots, category, price per cycle.
public struct SubscriptionRow: View {
    let subscription: Subscription
    public init(_ subscription: Subscription) { self.subscription = subscription }
    public var body: some View {
        let s = subscription
        checkedRow(RowValues.check(name: s.name, "subscription name").flatMap { RowValues.usd(s.price) }) { value in
            UnifiedListRow(title: s.name, subtitle: s.category.displayName, value: value, valueColor: .wisePrimaryText,
                           valueLabel: "/" + s.cycle.shortName) { SubscriptionIcon(subscription: s) }
        }
    }
}

/// An analytics category: progress bar of its share, colored by share; the selected one has a border.
public struct CategoryRow: View {
    let category: CategoryShare
    let isSelected: Bool
    public init(_ category: CategoryShare, isSelected: Bool = false) { self.category = category; self.isSelected = isSelected }
    public var body: some View {
        let c = category
        let color = GradientColorHelper.gradientColor(for: c.percentage, isIncome: c.isIncome)
        checkedRow(RowValues.check(name: c.name, "category name").flatMap { RowValues.usd(c.amount) }) { value in
            UnifiedListRowWithProgress(title: c.name, subtitle: c.isIncome ? "Income" : "Expense", value: value, valueColor: color,
                                       percentage: c.percentage, valueLabel: String(format: "%.1f%%", min(100, max(0, c.percentage.isNaN ? 0 : c.percentage))),
                                       isSelected: isSelected) {
                UnifiedIconCircle(icon: c.icon ?? "circle.fill", color: color)
            }
        }
    }
}

/// A row built from its checked, formatted value — or, when a check failed, a view that
/// fails the render with the problem.
@ViewBuilder
func checkedRow<Content: View>(_ value: Result<String, DesignError>, @ViewBuilder content: (String) -> Content) -> some View {
    switch value {
    case .success(let v): content(v)
    case .failure(let e): RenderFailure(e.message)
    }
}

/// The checks and formatting rows share.
enum RowValues {
    static func check(name: String, _ what: String) -> Result<Void, DesignError> {
        name.trimmingCharacters(in: .whitespaces).isEmpty ? .failure(DesignError("\(what) must not be empty")) : .success(())
    }
    static func usd(_ amount: Double) -> Result<String, DesignError> { Result { () throws(DesignError) in try CurrencyFormat.usd(amount) } }
    static func signed(_ amount: Double) -> Result<String, DesignError> { Result { () throws(DesignError) in try CurrencyFormat.signed(amount) } }
}
