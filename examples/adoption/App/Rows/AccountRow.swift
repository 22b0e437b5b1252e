// An iOS app's row file, as the app has it: import SwiftUI, an iOS-only branch, a #Preview.
import SwiftUI

struct AccountRow: View {
    let account: Account

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: account.isShared ? "person.2.fill" : "creditcard.fill")
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(Circle().fill(account.isShared ? Color.orange : Color.blue))
            VStack(alignment: .leading, spacing: 2) {
                Text(account.name).font(.headline)
                Text(account.isShared ? "Shared" : "Personal").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(account.balance, format: .currency(code: "USD"))
                .font(.body.monospacedDigit())
                .foregroundStyle(account.balance < 0 ? .red : .primary)
        }
        .padding(.vertical, 6)
        #if os(iOS)
        .contentShape(Rectangle())
        #else
        .background(Color(nsColor: .windowBackgroundColor))
        #endif
    }
}

#Preview("Accounts", traits: .sizeThatFitsLayout) {
    List {
        AccountRow(account: Account(id: UUID(), name: "Everyday", balance: 1_284.50, isShared: false))
        AccountRow(account: Account(id: UUID(), name: "House", balance: -312.20, isShared: true))
    }
    .frame(width: 390, height: 200)
}
