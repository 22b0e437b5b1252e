import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // Settings-style rows of Proton Pass, in a rounded section.
    VStack(spacing: 0) {
        OptionRow(title: "Default vault", content: {
            Text("Personal").foregroundStyle(PassColor.textNorm)
        }, trailing: { ChevronRight() })
        Divider()
        TextOptionRow(title: "Autofill", action: {})
        Divider()
        SelectableOptionRow(action: {}, height: .compact,
                            content: { Text("Most recent").foregroundStyle(PassColor.textNorm) },
                            isSelected: true)
            .padding(.horizontal, DesignConstant.sectionPadding)
    }
    .background(PassColor.interactionNormMinor1.opacity(0.3))
    .clipShape(RoundedRectangle(cornerRadius: 16))
    .padding()
}
