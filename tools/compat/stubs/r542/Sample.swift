import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // DashboardView: two of its tinted cards, each with a count badge pinned inside its top trailing corner.
    func card(_ title: String, _ tint: Color, count: Int) -> some View {
        let face = Text(title)
            .font(AppFont.robotoBold(size: 28))
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, minHeight: 100)
            .background(tint)
            .cornerRadius(8)
        return NavigationLink(destination: EmptyView()) { face }
            .overlay(alignment: .topTrailing) {
                BadgeView(count: count).offset(x: -12, y: 12)
            }
    }
    return NavigationStack {
        HStack(spacing: 16) {
            card("Total Families", .blue, count: 42)
            card("Defaulters", .green, count: 7)
        }
        .padding(.horizontal, 25)
    }
}
