// Stub of Olvid's ObvSystemIcon module (Sources/App/ObvSystemIcon in olvid-io/olvid-ios): the SF Symbols the
// rows name through the SystemIcon enum, and Image(systemIcon:). Our own test double.
import SwiftUI

public enum SystemIcon: Hashable, Sendable {
    case earBadgeCheckmark
    case figureStandLineDottedFigureStand
    case person
    case person3Fill
    case serverRack
    case chevronRight
    case xmark
    case checkmarkShieldFill
    case exclamationmarkShieldFill

    /// The SF Symbol the icon draws.
    public var name: String {
        switch self {
        case .earBadgeCheckmark: return "ear.badge.checkmark"
        case .figureStandLineDottedFigureStand: return "figure.stand.line.dotted.figure.stand"
        case .person: return "person"
        case .person3Fill: return "person.3.fill"
        case .serverRack: return "server.rack"
        case .chevronRight: return "chevron.right"
        case .xmark: return "xmark"
        case .checkmarkShieldFill: return "checkmark.shield.fill"
        case .exclamationmarkShieldFill: return "exclamationmark.shield.fill"
        }
    }
}

extension Image {
    public init(systemIcon: SystemIcon) {
        self.init(systemName: systemIcon.name)
    }
}
