// Stubs for Mundo-Inc/mundo-ios-app shared by its rows (r717–r719): the app's font modifier (Nunito at the
// text style's size), Xcode's generated symbol for the ThemeColors/themePrimary colour set (light #D8D8D8,
// dark #242424) and the currency helper. Our own test doubles.
import SwiftUI

extension Font.TextStyle {
    /// The default point size of the text style.
    var size: CGFloat {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        default: return 17
        }
    }
}

extension View {
    /// The app's font (Nunito) at the text style's size, scaling with it.
    func cfont(_ textStyle: Font.TextStyle) -> some View {
        font(.custom("Nunito", size: textStyle.size, relativeTo: textStyle))
    }
}

extension Color {
    static var themePrimary: Color {
        Color(uiColor: UIColor { $0.userInterfaceStyle == .dark
            ? UIColor(red: 0x24 / 255, green: 0x24 / 255, blue: 0x24 / 255, alpha: 1)
            : UIColor(red: 0xD8 / 255, green: 0xD8 / 255, blue: 0xD8 / 255, alpha: 1) })
    }
}

extension Double {
    /// "$1.25" from 125 cents (or from dollars when `asCent` is false), en-US.
    func asCurrency(asCent: Bool = true) -> String? {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: asCent ? self / 100 : self))
    }
}
