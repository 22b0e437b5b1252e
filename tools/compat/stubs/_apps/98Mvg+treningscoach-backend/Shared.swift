// Stubs for 98Mvg/treningscoach-backend (r896–r898), the Coachi app: its "Midnight Ember" theme
// (Views/Theme/AppTheme.swift: hex colours, colours with a light and a dark value, the default
// sunset accent, the card style and glow modifiers) and the coach persona (Models/CoachPersonality.swift,
// English names). Our own test doubles with the app's names and values.
import SwiftUI
import UIKit

extension Color {
    init(hex: String) {
        let digits = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: digits).scanHexInt64(&value)
        let r = Double((value >> 16) & 0xFF) / 255
        let g = Double((value >> 8) & 0xFF) / 255
        let b = Double(value & 0xFF) / 255
        self.init(.sRGB, red: r, green: g, blue: b, opacity: 1)
    }
}

extension UIColor {
    convenience init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&value)
        self.init(red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
                  blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

enum CoachiTheme {
    private static func adaptive(light: String, dark: String) -> Color {
        Color(uiColor: UIColor { traits in
            UIColor(hex: traits.userInterfaceStyle == .dark ? dark : light)
        })
    }

    static let surface = adaptive(light: "FFFFFF", dark: "1A1A24")
    static var primary: Color { Color(hex: "FF6B35") }
    static let secondary = Color(hex: "4ECDC4")
    static let danger = Color(hex: "FF4757")
    static let textPrimary = adaptive(light: "1F2850", dark: "F5F5F7")
    static let textSecondary = adaptive(light: "5E678E", dark: "8E8E9A")
    static let textTertiary = adaptive(light: "8B96BE", dark: "55556A")

    static var primaryGradient: LinearGradient {
        LinearGradient(colors: [primary, Color(hex: "FF4757")], startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .background(CoachiTheme.surface)
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: 16, style: .continuous).stroke(Color.white.opacity(0.06), lineWidth: 1))
    }
}

struct GlowModifier: ViewModifier {
    let color: Color
    let radius: CGFloat

    func body(content: Content) -> some View {
        content
            .shadow(color: color.opacity(0.4), radius: radius)
            .shadow(color: color.opacity(0.2), radius: radius * 1.5)
    }
}

extension View {
    func cardStyle() -> some View { modifier(CardStyle()) }
    func glow(color: Color, radius: CGFloat = 15) -> some View { modifier(GlowModifier(color: color, radius: radius)) }
}

enum CoachPersonality: String, CaseIterable, Identifiable, Codable {
    case personalTrainer = "personal_trainer"
    case toxicMode = "toxic_mode"

    var id: String { rawValue }

    var displayName: String {
        switch self {
        case .personalTrainer: return "Personal Trainer"
        case .toxicMode: return "Performance Mode"
        }
    }

    var icon: String {
        switch self {
        case .personalTrainer: return "figure.run"
        case .toxicMode: return "bolt.heart.fill"
        }
    }
}
