import SwiftUI
import FlipcashUI
import FlipcashCore

@MainActor func makeSampleRow() -> some View {
    // The withdraw screen shows the verdict under the pasted address, on the app's dark background.
    ZStack {
        Color.backgroundMain.ignoresSafeArea()
        VStack(alignment: .leading, spacing: 16) {
            Text("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU")
                .font(.appTextBody)
                .foregroundStyle(Color.textMain)
            WithdrawAddressValidityRow(metadata: DestinationMetadata(kind: .owner, isValid: true),
                                       acceptsTokenAccount: false)
            WithdrawAddressValidityRow(metadata: DestinationMetadata(kind: .token, isValid: true),
                                       acceptsTokenAccount: false)
        }
        .padding(20)
    }
}
