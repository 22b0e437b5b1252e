import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the file's preview ("card1" is an image in the app's asset catalog).
    ListingCardView(
        imageName: "card1",
        title: "Modern Apartment",
        location: "New York",
        price: "$140 / night"
    )
    .padding()
    .background(Color(.systemGroupedBackground))
}
