import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The device info card: name/value rows on the grouped card background.
    VStack(spacing: 12) {
        CardRow(name: "Firmware Version", value: "1.2.0")
        CardRow(name: "Build Date", value: "14-11-2025")
        CardRow(name: "SD Card (used/total)", value: "1.1 GiB / 14.8 GiB")
        CardRow(name: "Battery", value: nil as String?)
    }
    .padding(12)
    .background(Color.groupedBackground)
    .cornerRadius(10)
    .padding()
    .background(Color.background)
}
