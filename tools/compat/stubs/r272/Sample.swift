import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        MovieCardView(image: "/1pdfLvkbY9ohJlCjQH2CZjjYVvJ.jpg", title: "Dune: Part Two", releaseDate: "2024-02-27")
        MovieCardView(image: "/8b8R8l88Qje9dn9OE8PY05Nxl1X.jpg", title: "Inside Out 2", releaseDate: "2024-06-11")
    }
    .padding()
    .background(Color.gray.opacity(0.1))
}
