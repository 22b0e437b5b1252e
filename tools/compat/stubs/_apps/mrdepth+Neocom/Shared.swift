// Stubs for mrdepth/Neocom shared by its rows (r732–r734): the app's ESI typealiases and wallet-journal
// protocol over the EVEAPI stub package, the journal reference types' titles, the ISK/kg unit formatter,
// the secondary label style and the Icon view. Our own test doubles with the app's names.
import SwiftUI
import EVEAPI

extension ESI {
    typealias WalletJournal = [WalletJournalProtocol]
    typealias Calendar = [ESI.Characters.CharacterID.Calendar.Success]
}

protocol WalletJournalProtocol {
    var amount: Double? { get }
    var balance: Double? { get }
    var date: Date { get }
    var localizedDescription: String { get }
    var id: Int64 { get }
    var referenceType: ESI.Characters.CharacterID.Wallet.Journal.RefType { get }
}

extension ESI.Characters.CharacterID.Wallet.Journal.Success: WalletJournalProtocol {
    var referenceType: ESI.Characters.CharacterID.Wallet.Journal.RefType { refType }
}

extension ESI.Characters.CharacterID.Wallet.Journal.RefType {
    /// "agent_donation" → "Agent Donation".
    var title: String { rawValue.replacingOccurrences(of: "_", with: " ").capitalized }
}

/// Numbers with space-grouped thousands and the unit's symbol ("1 000 ISK").
final class UnitFormatter {
    enum Unit {
        case none, isk, kilogram, skillPoints, meter
        var symbol: String {
            switch self {
            case .none: return ""
            case .isk: return "ISK"
            case .kilogram: return "kg"
            case .skillPoints: return "SP"
            case .meter: return "m"
            }
        }
    }
    enum Style { case long, short }

    static func localizedString(from value: Double, unit: Unit, style: Style) -> String {
        let formatter = NumberFormatter()
        formatter.usesGroupingSeparator = true
        formatter.groupingSize = 3
        formatter.groupingSeparator = " "
        formatter.decimalSeparator = "."
        formatter.maximumFractionDigits = abs(value) < 10 ? 2 : 0
        let number = formatter.string(from: NSNumber(value: value)) ?? "\(value)"
        return unit == .none ? number : number + " " + unit.symbol
    }
}

struct SecondaryLabelModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.foregroundColor(.secondary).font(.caption)
    }
}

struct Icon: View {
    enum Size { case normal, small }
    let image: Image
    let size: Size

    init(_ image: Image, size: Size = .normal) {
        self.image = image
        self.size = size
    }

    var body: some View {
        let side: CGFloat = size == .normal ? 32 : 20
        return image.resizable().scaledToFit().frame(width: side, height: side)
    }
}
