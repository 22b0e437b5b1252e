import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        StrategyRow(strategy: NFCBlockingStrategy(), isSelected: true, onTap: {})
        StrategyRow(strategy: NFCPauseTimerBlockingStrategy(), isSelected: false, onTap: {},
                    accessoryStyle: .chevron)
    }
    .environmentObject(ThemeManager.shared)
}
