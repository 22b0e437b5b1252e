import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ZStack {
        LinearGradient(colors: [.black, Color.blue.opacity(0.3)], startPoint: .top, endPoint: .bottom)
        VStack(spacing: 20) {
            StatsCard(title: "Total Coins", value: "16721")
            StatsCard(title: "Market Cap", value: "3412876502113")
        }
        .padding()
    }
}
