// Stubs for jubinkhan007/SwiftUI-Enterprise-App (r783): the status badge a row shows as its accessory
// (Components/StatusBadge.swift, itself r784; a plain stand-in here). Our own test double.
import SwiftUI

public enum BadgeVariant {
    case success, warning, error, info, neutral
    case custom(color: Color, label: String)
}

public struct StatusBadge: View {
    let variant: BadgeVariant
    let label: String?
    public init(_ variant: BadgeVariant, label: String? = nil) {
        self.variant = variant
        self.label = label
    }
    public var body: some View {
        Text(label ?? "").font(AppTypography.caption1).foregroundColor(AppColors.textTertiary)
    }
}
