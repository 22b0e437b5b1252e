// Stubs for dashpay/dashwallet-ios shared by its rows (r701–r703): the SwiftUI style (fonts; colours the
// app reads from its asset catalog by name, so read by name here too), the Icon view, the default currency
// and the fiat formatter. Our own test doubles with the app's names.
import SwiftUI

let kDefaultCurrencyCode = "USD"

extension Font {
    static let subheadMedium: Font = .system(size: 15, weight: .medium)
    static let caption1: Font = .system(size: 12, weight: .regular)
}

extension Color {
    static var primaryText: Color { Color("Label") }
    static var secondaryText: Color { Color("SecondaryTextColor") }
    static var tertiaryText: Color { Color("TertiaryTextColor") }
    static var dashBlue: Color { Color("DashBlueColor") }
    static var black1000Alpha5: Color { Color("Black1000Alpha5") }
    static var black1000Alpha8: Color { Color("Black1000Alpha8") }
    static var primaryBackground: Color { Color("SecondaryBackgroundColor") }
    static var secondaryBackground: Color { Color("BackgroundColor") }
}

enum IconName: Equatable {
    case system(_ name: String)
    case custom(_ name: String, maxHeight: CGFloat? = nil)
}

/// An SF Symbol or an asset-catalog image, sized to fit.
struct Icon: View {
    let name: IconName

    var body: some View {
        if case .custom(let asset, let maxHeight) = name {
            Image(asset).resizable().scaledToFit().frame(maxHeight: maxHeight)
        } else if case .system(let symbol) = name {
            Image(systemName: symbol).fontWeight(.semibold).imageScale(.medium)
        }
    }
}

extension NumberFormatter {
    /// A currency formatter for `currencyCode`.
    static func fiatFormatter(currencyCode: String) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.isLenient = true
        return formatter
    }
}
