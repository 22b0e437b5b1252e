import SwiftUI

// The DAITA and local network sharing settings on the app's background.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 1) {
        SwitchRowView(isOn: .constant(true), text: "Enable", accessibilityId: .daitaSwitch, didTapInfoButton: {})
        SwitchRowView(isOn: .constant(false), disabled: true, text: "Direct only", didTapInfoButton: nil)
    }
    .padding()
    .background(UIColor.secondaryColor.color)
}
