import SwiftUI

// W3MTag (Components/W3MTag.swift in Web3ModalUI) is not among o033's files; the list-select
// gallery shows one "QR CODE" tag of the main variant. Restated with the component's values:
// micro700 text on Overblue015 in Blue100, padded 4 pt, corners 4 pt, both scaled.
public struct W3MTag: View {
    public enum Variant {
        case main, info, success, error, inProgress, warning, disabled

        var backgroundColor: Color {
            switch self {
            case .main: .Overblue015
            case .info: .Overgray010
            case .success: Color.Success100.opacity(0.15)
            case .error: Color.Error100.opacity(0.15)
            case .inProgress: Color(red: 0.84, green: 0.85, blue: 0.09).opacity(0.15)
            case .warning: Color.Orange100.opacity(0.15)
            case .disabled: Color.Overgray015.opacity(0.15)
            }
        }

        var textColor: Color {
            switch self {
            case .main: .Blue100
            case .info: .Foreground150
            case .success: .Success100
            case .error: .Error100
            case .inProgress: Color(red: 0.84, green: 0.85, blue: 0.09)
            case .warning: .Orange100
            case .disabled: .Overgray015
            }
        }
    }

    let title: String
    let variant: Variant
    @Backport.ScaledMetric var scale: CGFloat = 1

    public init(title: String, variant: Variant) {
        self.title = title
        self.variant = variant
    }

    public var body: some View {
        Text(title)
            .font(.micro700)
            .lineLimit(1)
            .foregroundColor(variant.textColor)
            .padding(Spacing.xxxs * scale)
            .background(variant.backgroundColor)
            .cornerRadius(Radius.xxxxxs * scale)
    }
}
