import SwiftUI

// Two Cashu tokens received in a chat, as the message list shows their chips under the text.
@MainActor func makeSampleRow() -> some View {
    List {
        VStack(alignment: .leading, spacing: 6) {
            Text("<@satoshi> here's the lunch money")
                .bitchatFont(size: 14)
            HStack {
                PaymentChipView(paymentType: .cashu("cashu:cashuAsampleLunchMoney"))
                PaymentChipView(paymentType: .cashu("cashuBsampleTip"))
            }
        }
        .listRowSeparator(.hidden)
    }
    .listStyle(.plain)
}
