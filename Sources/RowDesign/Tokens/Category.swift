import RowScene

/// The design system's transaction categories: an SF Symbol and a color each. Where the design
/// names a color without a value ("Light Orange", "Dark Green") the values are ours.
public enum TransactionCategory: String, Sendable, CaseIterable, Codable {
    case food, dining, groceries, transportation, travel, shopping, entertainment
    case bills, utilities, healthcare, income, transfer, investment, other

    public var icon: String {
        switch self {
        case .food, .dining: return "fork.knife"
        case .groceries: return "cart.fill"
        case .transportation: return "car.fill"
        case .travel: return "airplane"
        case .shopping: return "bag.fill"
        case .entertainment: return "tv.fill"
        case .bills: return "house.fill"
        case .utilities: return "bolt.fill"
        case .healthcare: return "cross.fill"
        case .income: return "dollarsign.circle.fill"
        case .transfer: return "arrow.left.arrow.right"
        case .investment: return "chart.line.uptrend.xyaxis"
        case .other: return "ellipsis.circle.fill"
        }
    }

    public var color: Color {
        switch self {
        case .food: return Color(hex: 0xFF9700)
        case .dining: return Color(hex: 0xFFB74D)
        case .groceries: return Color(hex: 0x2ECC71)
        case .transportation: return Color(hex: 0x00B9FF)
        case .travel: return Color(hex: 0x007AFF)
        case .shopping: return Color(hex: 0xE31E75)
        case .entertainment: return Color(hex: 0x9B59B6)
        case .bills: return Color(hex: 0xA52A2A)
        case .utilities: return Color(hex: 0xFFCC00)
        case .healthcare: return Color(hex: 0xFF4436)
        case .income: return Color(hex: 0x9FE870)
        case .transfer: return Color(hex: 0x3C3C3C)
        case .investment: return Color(hex: 0x1E8449)
        case .other: return Color(hex: 0x808080)
        }
    }

    /// "Food", "Groceries", … (the design's `rawValue.capitalized`).
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
