import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The recipe screen: the TikTok source card in the recipe's scroll view.
    ZStack {
        Colors.background.ignoresSafeArea()
        ScrollView {
            VStack(alignment: .leading) {
                Text("Crispy Garlic Noodles")
                    .font(.heavy, 24)
                    .padding(.horizontal)
                RecipeTikTokSourceCardView(tikTokVideoID: "7257879974500109611")
            }
            .padding(.vertical)
            .background(Colors.foreground)
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .padding()
        }
    }
}
