import SwiftUI

// Accounts.
@MainActor func makeSampleRow() -> some View {
    let container = spendingKeeperSampleContainer()
    let accounts = [SKAccount(name: "Checking"), SKAccount(name: "Visa"), SKAccount(name: "Savings")]
    accounts.forEach { container.mainContext.insert($0) }
    return NavigationStack {
        List(accounts) { account in
            AccountRowView(account: account)
        }
        .navigationTitle("Accounts")
    }
    .modelContainer(container)
}
