// Stubs for xmtplabs/convos-ios Convos/Contacts/ContactRowView.swift: RoleLabelPill (Convos/Shared Views/
// RoleLabelPill.swift), a stand-in for the app's role capsule (it is a row of its own in the corpus).
// Our own test double.
import SwiftUI
import ConvosCore

struct RoleLabelPill: View {
    let label: String
    var accessibilityIdentifier: String?

    var body: some View {
        Text(label)
            .font(.footnote)
            .foregroundStyle(.colorTextSecondary)
            .padding(.horizontal, DesignConstants.Spacing.step2x)
            .padding(.vertical, DesignConstants.Spacing.stepX)
            .background(Capsule().fill(Color.colorTextSecondary.opacity(0.1)))
    }
}
