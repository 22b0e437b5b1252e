import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        DescriptiveToggle(isOn: .constant(true), title: "Share diagnostic data", desc: "Help improve Zashi by sending anonymous crash reports.")
        DescriptiveToggle(isOn: .constant(false), title: "Hide balances", desc: "Balances stay hidden until you tap them.")
    }
    .padding()
}
