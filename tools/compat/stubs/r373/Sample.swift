import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // Suwatte puts the badge on a cover's corner (BadgeModifier), e.g. new chapters.
    HStack(spacing: 32) {
        RoundedRectangle(cornerRadius: 5)
            .fill(Color.gray.opacity(0.4))
            .frame(width: 75, height: 112)
            .overlay(alignment: .topTrailing) { ColoredBadge(color: .accentColor) }
        RoundedRectangle(cornerRadius: 5)
            .fill(Color.gray.opacity(0.4))
            .frame(width: 75, height: 112)
            .overlay(alignment: .topTrailing) { ColoredBadge(color: .green, bodySize: 20, internalSize: 14, offset: 8) }
    }
    .padding(24)
}
