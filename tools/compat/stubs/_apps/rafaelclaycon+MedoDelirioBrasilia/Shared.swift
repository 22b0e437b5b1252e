import Foundation
// Stubs for rafaelclaycon/MedoDelirioBrasilia shared by its rows: Sources/Extensions/CGFloat+.swift.

extension CGFloat {
    static func spacing(_ spacing: LayoutSpacing) -> CGFloat {
        spacing.value
    }

    enum LayoutSpacing: CaseIterable, Comparable, Hashable {
        case nano, xxxSmall, xxSmall, xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, huge

        var value: CGFloat {
            switch self {
            case .nano: return 2
            case .xxxSmall: return 4
            case .xxSmall: return 6
            case .xSmall: return 8
            case .small: return 12
            case .medium: return 16
            case .large: return 20
            case .xLarge: return 24
            case .xxLarge: return 32
            case .xxxLarge: return 40
            case .huge: return 48
            }
        }
    }
}
