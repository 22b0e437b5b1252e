// Stubs for yaseraf/IOS_BankNote_SwiftUI (r647): OrderItemFilterUIModel (Screens/AuthScenes/
// OrderFilterUIModel.swift) and the theme colours the chip reads (Common/Extensions/Color+Extension.swift:
// each switches on the app's own dark-theme setting, AppUtility.shared.isDarkTheme). Our own test doubles.
import SwiftUI

final class AppUtility {
    static let shared = AppUtility()
    var isDarkTheme = false
}

private func hexColor(_ rgb: UInt32) -> Color {
    Color(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
}

extension Color {
    static var colorTextPrimary: Color { AppUtility.shared.isDarkTheme ? hexColor(0xFFFFFF) : hexColor(0x24180E) }
    static var colorBrand: Color { AppUtility.shared.isDarkTheme ? hexColor(0x002C52) : hexColor(0xEBF6FF) }
    static var colorQuaternary: Color { AppUtility.shared.isDarkTheme ? hexColor(0x61666C) : hexColor(0xEAEDF0) }
}

struct OrderItemFilterUIModel: Identifiable {
    var id: Int
    var name: String
    var key: String = ""
}
