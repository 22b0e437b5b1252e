import SwiftUI
// Stubs for eerimoq/moblin Common/View/ThermalStateView.swift: the thermal state's colour
// (Common/Various/CommonUtils.swift, as there).

extension ProcessInfo.ThermalState {
    func color() -> Color {
        switch self {
        case .nominal:
            .white
        case .fair:
            .white
        case .serious:
            .yellow
        case .critical:
            .red
        default:
            .pink
        }
    }
}
