import SwiftUI
// Stubs for StephenDev0/StikDebug StikJIT/Views/DisplayView.swift (ThemeOptionButton is the row; the
// screen in the same file needs the rest): Color's hex conversions (Utilities/Color.swift: a "#RRGGBB"
// string to a colour and back).

extension Color {
    func toHex() -> String? {
        let components = UIColor(self).cgColor.components
        let r = Float(components?[0] ?? 0)
        let g = Float(components?[1] ?? 0)
        let b = Float(components?[2] ?? 0)
        return "#" + String(format: "%02lX%02lX%02lX", lroundf(r * 255), lroundf(g * 255), lroundf(b * 255))
    }

    init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count >= 7, let value = Int(hex.dropFirst().prefix(6), radix: 16) else {
            return nil
        }
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255)
    }
}
