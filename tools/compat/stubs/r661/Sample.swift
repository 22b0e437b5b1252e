import SwiftUI
import FlipcashUI

@MainActor func makeSampleRow() -> some View {
    // The beta flags screen on the app's dark background.
    ZStack {
        Color.backgroundMain.ignoresSafeArea()
        ScrollView {
            VStack(spacing: 0) {
                BetaFlagToggleRow(option: .vibrateOnScan, isOn: .constant(true))
                BetaFlagToggleRow(option: .enableCoinbase, isOn: .constant(false))
                BetaFlagToggleRow(option: .newUI, isOn: .constant(false))
            }
        }
    }
}
