import SwiftUI

// The workspace dashboard's usage tiles, two to a row, on the app's dark background.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        LinearGradient(colors: [Color(red: 0.08, green: 0.09, blue: 0.14), .black], startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea()
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                StatCardView(title: "Threads", value: "24")
                StatCardView(title: "Active", value: "3")
                StatCardView(title: "Tokens today", value: "182k")
                StatCardView(title: "Rate limit", value: "41%")
            }
            .padding()
        }
    }
    .preferredColorScheme(.dark)
}
