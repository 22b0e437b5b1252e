import SwiftUI

private struct FinancialSummarySample: View {
    @State private var filter: TransactionType? = .deposit
    @StateObject private var pref = Preference()
    @StateObject private var vm: ViewModel = {
        let vm = ViewModel()
        let amounts: [Double] = [1250, -42.5, -18.9, -310, 85, -64.2, -12, 2400, -99.99, -27.4, -640, -8.5]
        vm.overviewTransactions = amounts.enumerated().map { index, amount in
            TransactionData(id: Int64(index + 1), transCode: amount >= 0 ? .deposit : .withdrawal, transAmount: abs(amount))
        }
        return vm
    }()

    var body: some View {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.currencySymbol = "$"
        return ScrollView {
            FinancialSummaryCard(netWorth: 18_432.77, previousNetWorth: 17_905.10, netWorthChange: 2.9,
                                 income: 4_650, expense: 2_318.45, incomeChange: 5.4, expenseChange: -3.1,
                                 selectedFilter: $filter, formatter: formatter)
                .padding(.top, 8)
        }
        .background(Color(.systemGroupedBackground))
        .environmentObject(pref)
        .environmentObject(vm)
    }
}

// The overview screen: the summary card at the top of a scroll view.
@MainActor func makeSampleRow() -> some View {
    FinancialSummarySample()
}
