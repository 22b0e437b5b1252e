import SwiftUI
// Stubs for vadimkononenko/MindBudget MindBudget/Features/Home/View/Category/CategoryLegendRowView.swift:
// CategoryChartDataModel (Features/Home/Model/CategoryChartDataModel.swift; built from a Core Data
// Category there, from its fields here) and Color(hex:) (Extentions/Color+Extention.swift).

struct CategoryChartDataModel: Identifiable {
    let id = UUID()
    let categoryName: String
    let categoryIcon: String
    let categoryColor: String
    let amount: Double
    let percentage: Double

    init(name: String?, iconSystemName: String?, color: String?, amount: Double, percentage: Double) {
        self.categoryName = name ?? "Unknown"
        self.categoryIcon = iconSystemName ?? "questionmark.circle"
        self.categoryColor = color ?? "#95A5A6"
        self.amount = amount
        self.percentage = percentage
    }

    init(uncategorizedAmount: Double, percentage: Double) {
        self.categoryName = "Uncategorized"
        self.categoryIcon = "questionmark.circle"
        self.categoryColor = "#95A5A6"
        self.amount = uncategorizedAmount
        self.percentage = percentage
    }
}

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let a, r, g, b: UInt64
        switch hex.count {
        case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int >> 0xF) * 17)
        case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
        case 8: (a, r, g, b) = (int >> 24, int >> 16 & 0xFF, int >> 8 & 0xFF, int & 0xFF)
        default: (a, r, g, b) = (255, 0, 0, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                  opacity: Double(a) / 255)
    }
}
