// Stubs for CPAD-Gazipur/Trackizer-iOS-App (r918–r920): the Inter fonts and the app's hex palette
// (UICommon/UIExtension.swift) and the budget and subscription models built from dictionaries
// (Model/BudgetModel.swift, Model/SubscriptionModel.swift). Our own test doubles with the app's names and values.
import SwiftUI

enum Inter: String {
    case regular = "Inter-Regular.ttf"
    case medium = "Inter-Medium.ttf"
    case semibold = "Inter-SemiBold.ttf"
    case bold = "Inter-Bold.ttf"
}

extension Font {
    static func customfont(_ font: Inter, fontSize: CGFloat) -> Font {
        custom(font.rawValue, size: fontSize)
    }
}

extension Color {
    init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex.trimmingCharacters(in: .alphanumerics.inverted)).scanHexInt64(&value)
        self.init(.sRGB, red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255, opacity: 1)
    }

    static var secondaryC: Color { Color(hex: "FF7966") }
    static var secondaryG: Color { Color(hex: "00FAD9") }
    static var gray70: Color { Color(hex: "353542") }
    static var gray60: Color { Color(hex: "4E4E61") }
    static var gray40: Color { Color(hex: "83839C") }
    static var gray30: Color { Color(hex: "A2A2B5") }
    static var grayC: Color { Color(hex: "1C1C23") }
}

struct BudgetModel: Identifiable, Equatable {
    var id: UUID = UUID()
    var name: String = ""
    var icon: String = ""
    var spend_amount: String = ""
    var total_amount: String = ""
    var left_amount: String = ""
    var color: Color = .secondaryC
    var percentage: Double = 0.0

    init(dict: NSDictionary) {
        name = dict.value(forKey: "name") as? String ?? ""
        icon = dict.value(forKey: "icon") as? String ?? ""
        spend_amount = dict.value(forKey: "spend_amount") as? String ?? ""
        total_amount = dict.value(forKey: "total_amount") as? String ?? ""
        left_amount = dict.value(forKey: "left_amount") as? String ?? ""
        color = dict.value(forKey: "color") as? Color ?? .secondaryC
        percentage = (Double(left_amount) ?? 0) / (Double(total_amount) ?? 1)
    }

    static func == (lhs: BudgetModel, rhs: BudgetModel) -> Bool { lhs.id == rhs.id }
}

struct SubscriptionModel: Identifiable, Equatable {
    var id: UUID = UUID()
    var name: String = ""
    var price: String = ""
    var icon: String = ""

    init(dict: NSDictionary) {
        name = dict.value(forKey: "name") as? String ?? ""
        price = dict.value(forKey: "price") as? String ?? ""
        icon = dict.value(forKey: "icon") as? String ?? ""
    }

    static func == (lhs: SubscriptionModel, rhs: SubscriptionModel) -> Bool { lhs.id == rhs.id }
}
