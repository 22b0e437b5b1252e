// Stubs shared by the mahyar-shakori/HabitMinder-SwiftUI rows (r563–r565): the layout tokens
// (Shared/Constants/LayoutStyle.swift, Spacing.swift), symbol names (SystemIconName.swift), the app font
// (Font+AppFont.swift), the liquidGlass modifier (View+liquidGlass.swift; here always its pre-iOS 26
// fallback fill), ThemeManager (its accent colours), the asset colours AppWhite/AppGray/AppPrimary, the
// English strings of L10n (en.lproj/Localizable.strings), Bool.not, SettingsRowIcon, the habit models
// and AppDependencies (the previews' theme source). Our own test doubles with the app's names and values.
import SwiftUI
import UIKit

enum Spacing {
    static let x2Small: CGFloat = 4
    static let xSmall: CGFloat = 8
    static let small: CGFloat = 10
    static let medium: CGFloat = 12
    static let large: CGFloat = 14
    static let xLarge: CGFloat = 16
    static let x2Large: CGFloat = 18
    static let x4Large: CGFloat = 22
}

enum CornerRadius {
    static let small: CGFloat = 8
    static let medium: CGFloat = 12
}

enum Opacity {
    static let subtle: CGFloat = 0.18
    static let subtleBorder: CGFloat = 0.35
    static let secondaryTint: CGFloat = 0.4
    static let completedIconBackground: CGFloat = 0.55
}

enum Scale {
    static let minimumText: CGFloat = 0.8
    static let normal: CGFloat = 1
    static let progress: CGFloat = 1.7
    static let emphasizedProgress: CGFloat = 1.8
}

enum Size {
    static let x2Large: CGFloat = 40
    static let x3Large: CGFloat = 48
}

enum FontSize {
    static let medium: CGFloat = 13
    static let x2Large: CGFloat = 16
    static let x4Large: CGFloat = 18
    static let x5Large: CGFloat = 20
}

enum SystemIconName {
    static let flameFill = "flame.fill"
    static let medal = "medal"
    static let drop = "drop"
}

extension Font {
    enum AppFont: String {
        case rooneySansRegular = "RooneySans-Regular"
        case rooneySansBold = "RooneySans-Bold"

        func size(_ size: CGFloat) -> Font { .custom(rawValue, size: size) }
    }
}

extension Bool {
    var not: Bool { !self }
}

private func habitColor(light: (CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat)) -> Color {
    Color(UIColor { traits in
        let c = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, alpha: 1)
    })
}

/// Xcode's generated symbols for the AppWhiteColor, AppGrayColor and AppPrimaryColor sets.
extension Color {
    static var appWhite: Color { habitColor(light: (255, 255, 255), dark: (28, 28, 30)) }
    static var appGray: Color { habitColor(light: (242, 242, 247), dark: (0, 0, 0)) }
    static var appPrimary: Color { Color(red: 0.91, green: 0.192, blue: 0.373) }
}

extension ShapeStyle where Self == Color {
    static var appWhite: Color { Color.appWhite }
    static var appGray: Color { Color.appGray }
    static var appPrimary: Color { Color.appPrimary }
}

extension View {
    /// The app's glass surface; this double draws the fallback fill in the shape.
    func liquidGlass<S: Shape, FallbackStyle: ShapeStyle>(tint: Color? = nil, in shape: S, interactive: Bool = true,
                                                           fallback: FallbackStyle) -> some View {
        background(fallback, in: shape)
            .clipShape(shape)
            .contentShape(shape)
    }
}

final class ThemeManager: ObservableObject {
    @Published var appPrimary: Color
    var appSecondary: Color { appPrimary.opacity(Opacity.secondaryTint) }

    init(appPrimary: Color = .appPrimary) {
        self.appPrimary = appPrimary
    }
}

final class AppDependencies {
    let themeManager = ThemeManager()
}

enum L10n {
    enum Cell {
        static func journey(_ days: Int) -> String { "\(days)-Day Journey" }
        static func progressDay(completed: Int, total: Int) -> String { "Day \(completed) of \(total)" }
        static func streak(_ days: Int) -> String { "\(days) Day Streak" }
    }

    enum HabitHistoryPage {
        static let completedStatus = "COMPLETED"
        static func finishedDate(_ date: String) -> String { "Finished \(date)" }
        static func streakDays(_ days: Int) -> String { "STREAK: \(days) DAYS" }
    }
}

/// Round icon badge at the start of a settings row.
struct SettingsRowIcon: View {
    let iconName: String
    var foregroundColor: Color?
    var backgroundColor: Color?
    var isEnabled = true

    var body: some View {
        Image(systemName: iconName)
            .font(.system(size: FontSize.x5Large, weight: .medium))
            .foregroundStyle(isEnabled ? (foregroundColor ?? .secondary) : .secondary)
            .frame(width: Size.x2Large, height: Size.x2Large)
            .background(Circle().fill(isEnabled ? (backgroundColor ?? .secondary) : .gray.opacity(Opacity.subtle)))
    }
}

struct HabitItem: Identifiable, Equatable {
    let id: UUID
    let title: String
    let daysLeft: Int
    let progress: Double
    let iconName: String
    let commitmentDays: Int
}

struct CompletedHabitItem: Identifiable, Equatable {
    let id: UUID
    let title: String
    let completedAt: Date
    let iconName: String
    let commitmentDays: Int
}
