import SwiftUI
import SwiftData
// Stubs for zeugmaster/macadamia shared by its rows: AppState.swift (no network, no UserDefaults:
// its preview initialiser), Misc/Currency.swift (Currency.Unit reduced to a few cases,
// amountDisplayString), PersistentModelV1.swift (Wallet, Mint, Proof: SwiftData @Model classes,
// with the fields rows read; plain classes until RowFrame had SwiftData, after the val4 measurement), the asset colours successGreen and
// failureRed (Assets.xcassets, display-p3) and the app's global `logger` (an os.Logger in
// macadamiaApp.swift; a no-op here).

struct AppLogger {
    func info(_ message: String) {}
    func warning(_ message: String) {}
}

let logger = AppLogger()

enum Currency {
    enum Unit: Hashable, Codable {
        case none
        case sat
        case msat
        case usd, eur, gbp, jpy, chf
        case other(String)

        enum Kind { case fiat, ecash, other, none }

        var kind: Kind {
            switch self {
            case .none: return .none
            case .sat, .msat: return .ecash
            case .other: return .other
            default: return .fiat
            }
        }

        var currencyCode: String {
            switch self {
            case .none: return ""
            case .sat: return "sat"
            case .msat: return "msat"
            case .usd: return "USD"
            case .eur: return "EUR"
            case .gbp: return "GBP"
            case .jpy: return "JPY"
            case .chf: return "CHF"
            case .other(let code): return code
            }
        }
    }
}

typealias Unit = Currency.Unit

func amountDisplayString(_ amount: Int, unit: Currency.Unit, negative: Bool = false) -> String {
    let prefix = (negative && amount != 0) ? "- " : ""
    switch unit.kind {
    case .none:
        return ""
    case .ecash, .other:
        return prefix + String(amount) + " " + unit.currencyCode
    case .fiat:
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = unit.currencyCode
        let fiat = Double(amount) / 100.0
        return prefix + (formatter.string(from: NSNumber(value: fiat)) ?? "")
    }
}

@MainActor
class AppState: ObservableObject {
    struct ExchangeRate: Equatable {
        let rates: [String: Double]

        func rate(for unit: Currency.Unit) -> Double? {
            rates[unit.currencyCode.lowercased()]
        }
    }

    @Published var preferredConversionUnit: Currency.Unit
    @Published var exchangeRates: ExchangeRate?

    init(preview: Bool, preferredUnit: Currency.Unit = .none) {
        preferredConversionUnit = preferredUnit
        if preferredUnit != .none {
            exchangeRates = ExchangeRate(rates: [
                "usd": 95000.0, "eur": 87000.0, "gbp": 75000.0, "jpy": 13500000.0, "chf": 85000.0,
            ])
        }
    }
}

enum AppSchemaV1 {
    @Model final class Wallet {
        var walletID = UUID()
        var active: Bool
        var name: String?

        init(active: Bool = true, name: String? = nil) {
            self.active = active
            self.name = name
        }

    }

    @Model final class Mint {
        var url: URL
        var hidden: Bool = false

        init(url: URL, hidden: Bool = false) {
            self.url = url
            self.hidden = hidden
        }

    }

    @Model final class Proof {
        enum State: Codable, Comparable {
            case valid
            case pending
            case spent
        }

        var proofID = UUID()
        var amount: Int
        var state: Proof.State
        var mint: Mint?
        var wallet: Wallet?

        init(amount: Int, state: Proof.State = .valid, mint: Mint? = nil, wallet: Wallet? = nil) {
            self.amount = amount
            self.state = state
            self.mint = mint
            self.wallet = wallet
        }

    }
}

typealias Wallet = AppSchemaV1.Wallet
typealias Mint = AppSchemaV1.Mint
typealias Proof = AppSchemaV1.Proof

extension Color {
    static let successGreen = Color(.displayP3, red: 0.300, green: 0.635, blue: 0.352)
    static let failureRed = Color(.displayP3, red: 0.734, green: 0.309, blue: 0.298)
}
