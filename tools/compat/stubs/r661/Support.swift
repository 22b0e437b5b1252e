// Stub for code-payments/code-ios-app (r661): BetaFlags.Option (Flipcash/Core/Controllers/BetaFlags.swift), the
// beta toggles with their titles and descriptions. Our own test double.
import Foundation

final class BetaFlags {
    enum Option: String, Hashable, Codable, CaseIterable, Identifiable {
        case vibrateOnScan
        case enableCoinbase
        case newUI

        var id: String { localizedTitle }

        var localizedTitle: String {
            switch self {
            case .vibrateOnScan: return "Vibrate on scan"
            case .enableCoinbase: return "Enable Coinbase"
            case .newUI: return "New tab-bar UI"
            }
        }

        var localizedDescription: String {
            switch self {
            case .vibrateOnScan: return "The phone vibrates when the camera has read the code on a bill"
            case .enableCoinbase: return "Coinbase top-ups are offered in every region"
            case .newUI: return "The app opens on the tab bar (Wallet, Scan, Chat, Tip Card) instead of the scanner"
            }
        }
    }
}
