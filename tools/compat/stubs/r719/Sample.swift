import SwiftUI

// The earnings toast over the map: what a check-in just earned.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        LinearGradient(colors: [Color(red: 0.82, green: 0.9, blue: 0.85), Color(red: 0.7, green: 0.8, blue: 0.9)],
                       startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea()
        VStack(spacing: 24) {
            EarningChangeItem(.init(title: "Check In", amount: 20))
            EarningChangeItem(.init(title: "Review with video", amount: 150))
        }
    }
}
