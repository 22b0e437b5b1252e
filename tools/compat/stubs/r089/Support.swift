import SwiftUI
// Stubs for RevenueCat/purchases-ios RevenueCatUI/CustomerCenter/Views/Virtual Currencies/VirtualCurrencyBalanceListRow.swift (what the row uses from elsewhere in its app).

/// RevenueCatUI's label/content row (LabeledContent on iOS 16+, HStack before).
struct CompatibilityLabeledContent<Label: View, Content: View>: View {
    @ViewBuilder let label: () -> Label
    @ViewBuilder let content: () -> Content

    var body: some View {
        LabeledContent {
            content()
        } label: {
            label()
        }
    }
}
