import SwiftUI
// Stubs for bitcoinppl/cove shared by its rows. The app's views see the Rust core's generated
// types (CoveCore, ios/CoveCore/Sources/CoveCore/generated/*.swift) without importing them; the
// stubs declare the few the rows use, with their computed answers given instead of asked of Rust:
// SettingsRoute and Route (reduced to some cases), Amount and Address (classes there), UtxoType,
// Utxo; and from the app: AppManager (AppManager.swift, reduced to pushRoute), SettingsIcon
// (Flows/SettingsFlow/SettingsScreen/SettingsIcon.swift, as there) and screenWidth (Constants.swift).

public enum SettingsRoute: Equatable, Hashable {
    case main
    case network
    case appearance
    case node
    case blockExplorer
    case fiatCurrency
    case allWallets
    case about
    case cloudBackup
}

public enum Route {
    case settings(SettingsRoute)
}

open class Amount: @unchecked Sendable, Equatable, Hashable {
    public let sats: UInt64

    public init(sats: UInt64) { self.sats = sats }

    public static func == (lhs: Amount, rhs: Amount) -> Bool { lhs.sats == rhs.sats }
    public func hash(into hasher: inout Hasher) { hasher.combine(sats) }
}

open class Address: @unchecked Sendable, Equatable, Hashable {
    let text: String

    public init(_ text: String) { self.text = text }

    open func spacedOut() -> String {
        var groups: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(5)))
            rest = rest.dropFirst(5)
        }
        return groups.joined(separator: " ")
    }

    open func unformatted() -> String { text }

    public static func == (lhs: Address, rhs: Address) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

public enum UtxoType: Equatable, Hashable {
    case output
    case change
}

public struct Utxo: Equatable, Hashable {
    public var label: String?
    public var datetime: UInt64
    public var amount: Amount
    public var address: Address
    public var derivationIndex: UInt32
    public var blockHeight: UInt32
    public var type: UtxoType
    public var spendable: Bool

    public func date() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateFormat = "MMM d, yyyy"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(datetime)))
    }

    public func name() -> String { label ?? "Output \(derivationIndex)" }
}

@Observable final class AppManager {
    static let shared = AppManager()
    var routes: [Route] = []

    func pushRoute(_ route: Route) { routes.append(route) }
}

struct SettingsIcon: View {
    let symbol: String
    var foregroundColor: Color = .white
    var backgroundColor: Color = .gray
    var size: CGFloat = 22

    var body: some View {
        Image(systemName: symbol)
            .frame(width: size, height: size)
            .padding(5)
            .foregroundColor(foregroundColor)
            .background(backgroundColor)
            .cornerRadius(6)
    }
}

let screenWidth = UIScreen.main.bounds.width
