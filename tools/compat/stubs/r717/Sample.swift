import SwiftUI

// The profile's stats: data cards two a row.
@MainActor func makeSampleRow() -> some View {
    let gradient = { (colors: [Color]) in LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing) }
    return ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
            DataCard(icon: "star.fill", iconColor: gradient([.white, .white]), iconBackground: gradient([.orange, .yellow]),
                     title: "Reviews", value: 42)
            DataCard(icon: "mappin.and.ellipse", iconColor: gradient([.white, .white]), iconBackground: gradient([.blue, .purple]),
                     title: "Check-ins", value: "128")
            DataCard(icon: "flame.fill", iconColor: gradient([.white, .white]), iconBackground: gradient([.red, .orange]),
                     title: "Streak", value: nil)
        }
        .padding()
    }
}
