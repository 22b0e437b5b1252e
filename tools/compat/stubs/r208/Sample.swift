import SwiftUI
import Generated

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        ActionRow<EmptyView>(icon: Asset.Assets.Icons.key.image, title: "Recovery Phrase", desc: "Back up the 24 words that restore your wallet.") {}
        ActionRow(icon: Asset.Assets.Icons.currencyDollar.image, title: "Currency Conversion", accessoryView: PrivacyBadgeStandIn()) {}
        ActionRow<EmptyView>(icon: Asset.Assets.Icons.settings.image, title: "Advanced Settings", divider: false) {}
            .disabled(true)
    }
}

/// A small accessory, as the settings screen passes next to a title.
private struct PrivacyBadgeStandIn: View {
    var body: some View {
        Text("New")
            .font(.caption2.weight(.semibold))
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(Capsule().fill(Color.purple.opacity(0.15)))
    }
}
