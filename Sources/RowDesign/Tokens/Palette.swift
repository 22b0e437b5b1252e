import RowScene

/// The wise palette of the design system, light / dark.
extension Color {
    public static let wiseCardBackground = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x262626))
    public static let wiseBackground = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x000000))
    public static let wisePrimaryText = Color(light: Color(hex: 0x1A1A1A), dark: Color(hex: 0xFFFFFF))
    public static let wiseSecondaryText = Color(light: Color(hex: 0x3C3C3C), dark: Color(hex: 0xB3B3B3))
    /// Income: the same green in both modes (seed: "static").
    public static let wiseBrightGreen = Color(hex: 0x9FE870)
    /// Expenses.
    public static let wiseError = Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
    public static let wiseSuccess = Color(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
    public static let wiseWarning = Color(light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF9F0A))
    /// Borders and tracks. The seed names it without a value: UIKit's opaque separator
    /// (#C6C6C8 / #38383A) is the adaptive border it implies.
    public static let wiseBorder = Color(light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))
    /// Wise's brand blue (groups' emoji circles); the design names it without a value.
    public static let wiseBlue = Color(light: Color(hex: 0x00B9FF), dark: Color(hex: 0x00B9FF))
}

/// The Old Money palette of the design system. The seed names the roles; the values are ours:
/// a cream and a slate surface, a warm gray and a dark stone for dividers and placeholders,
/// and a deep green for income.
public enum OldMoney {
    public static let surface = Color(light: Color(hex: 0xFAF7F0), dark: Color(hex: 0x2B3038))
    public static let warmGray = Color(hex: 0xA39E93)
    public static let darkStone = Color(hex: 0x6E675E)
    public static let income = Color(light: Color(hex: 0x2E7D4F), dark: Color(hex: 0x4CAF7A))
    public static let background = Color(light: Color(hex: 0xF3EEE3), dark: Color(hex: 0x1C2026))
}

/// UIKit system colors the design system use.
extension Color {
    public static let systemGroupedBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x000000))
    public static let secondarySystemGroupedBackground = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))
    public static let systemFill = Color(light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.20),
                                         dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36))
    public static let secondarySystemFill = Color(light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.16),
                                                  dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.32))
}
