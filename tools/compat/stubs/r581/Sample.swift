import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The playlist shows talkset/breakpoint text rows between playcuts, over the wallpaper.
    ZStack {
        LinearGradient(colors: [Color(red: 0.25, green: 0.28, blue: 0.56), Color(red: 0.69, green: 0.24, blue: 0.47)],
                       startPoint: .topLeading, endPoint: .bottomTrailing)
        VStack(spacing: 12) {
            TextRowView(text: "Talkset")
            TextRowView(text: "Breakpoint: 3:00 PM")
            TextRowView(text: "DJ Kate signing on")
        }
        .padding()
    }
}
