// An iOS app's row file, as the app has it: import SwiftUI, the app's asset catalog
// (App/Assets.xcassets: two colors and a template SVG), an iOS-only branch, a #Preview.
import SwiftUI

struct AccountRow: View {
    let account: Account

    var body: some View {
        HStack(spacing: 12) {
            Group {
                if account.isShared {
                    Image(systemName: "person.2.fill").font(.title3)
                } else {
                    Image("Accounts/Wallet").resizable().frame(width: 22, height: 22)
                }
            }
            .foregroundStyle(.white)
            .frame(width: 40, height: 40)
            .background(Circle().fill(Color(account.isShared ? "Accounts/Shared" : "Accounts/Personal")))
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
