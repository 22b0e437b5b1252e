// Stubs for moneymanagerex/mmex-ios (r684): the transaction type, the journal entry the mini trend
// chart reads, the preference store with its financial colour scheme, the app's view model (only the
// overview transactions) and the currency formatting helper. Our own test doubles.
import SwiftUI

enum TransactionType: String, CaseIterable {
    case withdrawal = "Withdrawal"
    case deposit = "Deposit"
    case transfer = "Transfer"
    static let defaultValue = TransactionType.withdrawal
}

/// The app formats amounts with a plain NumberFormatter set up per currency.
typealias CurrencyFormatter = NumberFormatter

extension Double {
    /// Amount text: the currency's formatter when there is one, two decimals otherwise.
    func formatted(by formatter: CurrencyFormatter? = nil) -> String {
        if let formatter, let text = formatter.string(from: NSNumber(value: self)) { return text }
        return String(format: "%.2f", self)
    }
}

struct TransactionData: Identifiable {
    var id: Int64
    var transCode: TransactionType = .withdrawal
    var transAmount: Double = 0
}

/// Income/expense colours: green and red in the classic scheme.
struct Theme {
    var incomeColor: Color { .green }
    var expenseColor: Color { .red }
    func changeColor(for amount: Double) -> Color { amount >= 0 ? incomeColor : expenseColor }
}

final class Preference: ObservableObject {
    @Published var theme = Theme()
}

final class ViewModel: ObservableObject {
    @Published var overviewTransactions: [TransactionData] = []
}
