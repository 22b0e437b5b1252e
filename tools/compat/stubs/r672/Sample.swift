import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let records = BeansSamples.make()
    // The accounts list.
    return NavigationView {
        List(records.accounts, id: \.self) { account in
            AccountCell(account: account)
        }
        .navigationTitle("Accounts")
    }
}
