import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // DashboardView: the count badges on the top corners of its cards.
    NavigationStack {
        HStack(spacing: 16) {
            ZStack(alignment: .topTrailing) {
                NavigationLink(destination: EmptyView()) {
                    Text("Total Families")
                        .font(AppFont.robotoBold(size: 28))
                        .foregroundColor(.white)
                        .frame(maxWidth: .infinity, minHeight: 100)
                        .background(Color.blue)
                        .cornerRadius(8)
                }
                BadgeView(count: 42)
                    .offset(x: -12, y: 12)
            }
            ZStack(alignment: .topTrailing) {
                NavigationLink(destination: EmptyView()) {
                    Text("Defaulters")
                        .font(AppFont.robotoBold(size: 28))
                        .foregroundColor(.white)
                        .frame(maxWidth: .infinity, minHeight: 100)
                        .background(Color.green)
                        .cornerRadius(8)
                }
                BadgeView(count: 7)
                    .offset(x: -12, y: 12)
            }
        }
        .padding(.horizontal, 25)
    }
}
