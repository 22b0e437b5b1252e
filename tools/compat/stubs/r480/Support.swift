import SwiftUI
// Stubs for mudkipme/MoeMemos MoeMemos/Views/HeatmapStat.swift: DailyUsageStat (MoeMemos/Model/Usage.swift,
// without its matrix helpers) and the app's Color(_ hex:) (MoeMemos/Extensions/Color.swift).

struct DailyUsageStat: Identifiable {
    let date: Date
    var count: Int

    var id: Date { date }
}

extension Color {
    /// 0xRRGGBB, as the app writes its heatmap colours.
    init(_ hex: UInt, alpha: Double = 1) {
        let r = hex / 0x10000 % 0x100, g = hex / 0x100 % 0x100, b = hex % 0x100
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: alpha)
    }
}
