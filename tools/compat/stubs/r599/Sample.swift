import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The Me tab: icon-and-title rows in grouped sections, each pushing its screen.
    NavigationStack {
        List {
            Section {
                ImageTitleRow(image: Image(systemName: "creditcard"), imageColor: .green,
                              imageSize: CGSize(width: 20, height: 20), title: "Services",
                              destination: { Text("Services") })
            }
            Section {
                ImageTitleRow(image: Image(systemName: "star"), imageColor: .orange,
                              imageSize: CGSize(width: 20, height: 20), title: "Favorites",
                              destination: { Text("Favorites") })
                ImageTitleRow(image: Image(systemName: "photo.on.rectangle"), imageColor: .blue,
                              imageSize: CGSize(width: 20, height: 20), title: "Moments",
                              destination: { Text("Moments") })
                ImageTitleRow(imageUrl: URL(string: "https://example.com/avatar.png"),
                              imagePlaceholder: Image(systemName: "person.fill"),
                              imageSize: CGSize(width: 20, height: 20), imageCornerRadius: 4,
                              title: "Sticker Gallery", destination: { Text("Stickers") })
            }
        }
        .listStyle(.insetGrouped)
    }
}
