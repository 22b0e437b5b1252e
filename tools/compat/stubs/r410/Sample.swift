import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        ThermalStateView(thermalState: .nominal)
        ThermalStateView(thermalState: .fair)
        ThermalStateView(thermalState: .serious)
        ThermalStateView(thermalState: .critical)
    }
    .padding(8)
    .background(Color.black.opacity(0.6))
    .cornerRadius(6)
}
