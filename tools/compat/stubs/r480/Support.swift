import SwiftUI
// Stubs for mudkipme/MoeMemos MoeMemos/Views/HeatmapStat.swift: DailyUsageStat (MoeMemos/Model/Usage.swift,
// without its matrix helpers) and the app's Color(_ hex:) (MoeMemos/Extensions/Color.swift).

struct DailyUsageStat: Identifiable {
    let date: Date
    var count: Int

    var id: String {
        date.formatted(date: .numeric, time: .omitted)
    }
}

extension Color {
    init(_ hex: UInt, alpha: Double = 1) {
        self.init(
            .sRGB,
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: alpha
        )
    }
}
