// Stubs for unstoppabledomains/unstoppable-ios-app shared by its rows (r752, r816): the design system's
// colours (asset colours with their light and dark values, as the app's Color constants read them), the
// Inter font helper, the square frame, the skeleton modifiers (EasySkeleton: here they leave the view as
// it is), the number formatter, the wallet token description with its icon loader and mock, the token
// icon view and the home wallet's not-matching-records entry. Our own test doubles with the app's names.
import SwiftUI
import UIKit

private func udColor(light: UIColor, dark: UIColor) -> Color {
    Color(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light })
}

extension Color {
    static let foregroundDefault = udColor(light: .black, dark: .white)
    static let foregroundSecondary = udColor(light: UIColor(red: 0x7A / 255, green: 0x7A / 255, blue: 0x85 / 255, alpha: 1),
                                             dark: UIColor(red: 0x85 / 255, green: 0x85 / 255, blue: 0x8E / 255, alpha: 1))
    static let foregroundSuccess = udColor(light: UIColor(red: 0x35 / 255, green: 0xB4 / 255, blue: 0x7F / 255, alpha: 1),
                                           dark: UIColor(red: 0x35 / 255, green: 0xB4 / 255, blue: 0x7F / 255, alpha: 1))
    static let foregroundWarning = udColor(light: UIColor(red: 0xD1 / 255, green: 0x84 / 255, blue: 0x11 / 255, alpha: 1),
                                           dark: UIColor(red: 0xD8 / 255, green: 0x98 / 255, blue: 0x37 / 255, alpha: 1))
    static let backgroundSubtle = udColor(light: UIColor(white: 0, alpha: 0.04), dark: UIColor(white: 1, alpha: 0.04))
}

extension Font {
    /// The app's Inter face at a size and weight.
    static func currentFont(size: CGFloat, weight: UIFont.Weight = .regular) -> Font {
        let name: String
        switch weight {
        case .medium: name = "Inter-Medium"
        case .semibold: name = "Inter-SemiBold"
        case .bold: name = "Inter-Bold"
        default: name = "Inter-Regular"
        }
        return .custom(name, size: size)
    }
}

extension View {
    func squareFrame(_ size: CGFloat) -> some View {
        frame(width: size, height: size)
    }
}

public struct SkeletonData {
    public enum AnimationType {
        case solid(Color)
        case gradient([Color])
    }
}

public extension View {
    /// Marks a view to be covered by a skeleton while loading; this double never covers it.
    func skeletonable() -> some View { self }
    func skeletonCornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> some View { self }
    func setSkeleton(_ isActive: Binding<Bool>,
                     animationType: SkeletonData.AnimationType = .solid(.gray),
                     animation: Animation? = nil,
                     transition: AnyTransition? = nil) -> some View { self }
}

extension Numeric where Self: LosslessStringConvertible {
    func formatted(toMaxNumberAfterComa maxNumberAfterComa: Int, minNumberAfterComa: Int = 2) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = maxNumberAfterComa
        formatter.minimumFractionDigits = minNumberAfterComa
        formatter.decimalSeparator = "."
        formatter.groupingSeparator = ","
        guard let value = Double(String(self)) else { return String(self) }
        return formatter.string(from: NSNumber(value: value)) ?? String(self)
    }
}

struct BalanceTokenUIDescription: Hashable, Identifiable {
    var id: String { chain + symbol }
    let chain: String
    let symbol: String
    let name: String
    let balance: Double
    let balanceUsd: Double
    var marketPctChange24Hr: Double? = nil
    var isSkeleton: Bool = false

    var formattedBalanceWithSymbol: String { "\(balance.formatted(toMaxNumberAfterComa: 4)) \(symbol)" }
    var formattedBalanceUSD: String { "$\(balanceUsd.formatted(toMaxNumberAfterComa: 2))" }

    /// Loads a chain's logo; this double answers with none.
    static func loadIconFor(ticker: String, logoURL: URL?, iconUpdated: @escaping (UIImage?) -> ()) {
        iconUpdated(nil)
    }
}

/// The token's logo in a circle (with its parent chain's, for a sub-token); a tinted circle here.
struct BalanceTokenIconsView: View {
    let token: BalanceTokenUIDescription

    var body: some View {
        Circle()
            .fill(Color.backgroundSubtle)
            .overlay(Text(String(token.symbol.prefix(1))).font(.headline).foregroundStyle(Color.foregroundSecondary))
            .frame(width: 40, height: 40)
    }
}

enum MockEntitiesFabric {
    enum Tokens {
        static func mockUIToken() -> BalanceTokenUIDescription {
            BalanceTokenUIDescription(chain: "ETH", symbol: "ETH", name: "Ethereum", balance: 1.2847,
                                      balanceUsd: 4_312.56, marketPctChange24Hr: 2.31)
        }
    }
}

struct HomeWalletView: View {
    struct NotMatchedRecordsDescription: Hashable, Identifiable {
        var id: String { chain }
        let chain: String
        let fullName: String
        let numberOfRecordsNotSetToChain: Int
        let ownerWallet: String
    }
    var body: some View { EmptyView() }
}

extension String {
    enum Constants: String {
        case recordsDoesNotMatchOwnersAddress = "Records do not match owner's address"

        func localized() -> String { rawValue }
    }
}

enum BlockchainType: String, CaseIterable {
    case Ethereum, Matic, Base, Solana, Bitcoin

    var shortCode: String {
        switch self {
        case .Ethereum: return "ETH"
        case .Matic: return "MATIC"
        case .Base: return "BASE"
        case .Solana: return "SOL"
        case .Bitcoin: return "BTC"
        }
    }

    var fullName: String {
        switch self {
        case .Ethereum: return "Ethereum"
        case .Matic: return "Polygon"
        case .Base: return "Base"
        case .Solana: return "Solana"
        case .Bitcoin: return "Bitcoin"
        }
    }
}
