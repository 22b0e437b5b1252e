import NightscoutKit
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        PresetRowView(preset: TemporaryScheduleOverride(
            duration: 3600, targetRange: 140...160, insulinNeedsScaleFactor: 0.5, symbol: "🏃", name: "Running"),
            scheduleTapBlock: {})
        PresetRowView(preset: TemporaryScheduleOverride(
            duration: 2 * 3600 + 30 * 60, targetRange: nil, insulinNeedsScaleFactor: 1.2, symbol: "🍕", name: "Pizza"),
            scheduleTapBlock: {})
        PresetRowView(preset: TemporaryScheduleOverride(
            duration: 0, targetRange: 110...120, insulinNeedsScaleFactor: 0.8, symbol: "😴", name: "Sleep"),
            scheduleTapBlock: {})
    }
}
