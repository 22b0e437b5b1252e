import SwiftUI
// Stubs for cuappdev/uplift-ios-swiftui shared by its rows: Utils/Constants.swift (the colours,
// fonts and shadows rows use), Utils/Custom/ShadowModifier.swift, Models/Status.swift,
// Models/Capacity.swift (CapacityStatus), Utils/Extensions/Double+Extension.swift.

enum Constants {
    enum Colors {
        static let black = Color(red: 34/255, green: 34/255, blue: 34/255)
        static let white = Color.white
        static let open = Color(red: 100/255, green: 194/255, blue: 112/255)
        static let orange = Color(red: 254/255, green: 143/255, blue: 19/255)
        static let red = Color(red: 254/255, green: 19/255, blue: 19/255)
        static let gray01 = Color(red: 229/255, green: 236/255, blue: 237/255)
        static let gray02 = Color(red: 209/255, green: 213/255, blue: 218/255)
        static let gray03 = Color(red: 161/255, green: 165/255, blue: 166/255)
    }

    enum Fonts {
        static let h2 = Font.custom("Montserrat-Bold", size: 16)
        static let f2 = Font.custom("Montserrat-Medium", size: 16)
        static let f3 = Font.custom("Montserrat-Medium", size: 14)
        static let labelLight = Font.custom("Montserrat-Light", size: 12)
        static let labelNormal = Font.custom("Montserrat-Regular", size: 12)
        static let labelMedium = Font.custom("Montserrat-Medium", size: 12)
        static let labelBold = Font.custom("Montserrat-Bold", size: 12)
    }

    enum Shadows {
        static let smallLight = ShadowConfig(color: Constants.Colors.gray01, radius: 20, x: 0, y: 4)
    }
}

struct ShadowModifier: ViewModifier {
    var config: ShadowConfig

    func body(content: Content) -> some View {
        content
            .shadow(color: config.color, radius: config.radius, x: config.x, y: config.y)
    }
}

struct ShadowConfig {
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat
}

extension View {
    @ViewBuilder
    func upliftShadow(_ config: ShadowConfig) -> some View {
        self.modifier(ShadowModifier(config: config))
    }
}

enum Status: Hashable {
    case closed(openTime: Date)
    case open(closeTime: Date)
}

enum CapacityStatus: Hashable {
    case notBusy(Double)
    case slightlyBusy(Double)
    case veryBusy(Double)
}

extension Double {
    var percentString: String {
        "\(Int((self * 100.0).rounded()))%"
    }
}
