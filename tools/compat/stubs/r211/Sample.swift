import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        AlertCardView(AlertCardViewItem(text: "The recipient address has never received funds. Double-check it before sending."))
        AlertCardView(caution: CautionNew(title: "Insufficient balance", text: "You need more ETH to pay the network fee.", type: .error))
        AlertCardView(AlertCardViewItem(text: "Swap quotes refresh every 30 seconds.", style: .inline))
    }
    .padding()
}
