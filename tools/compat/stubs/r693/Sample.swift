import SwiftUI

private struct RatingSample: View {
    @State private var rating: Int? = 7
    var body: some View {
        Form {
            Section(header: Text("Your rating")) {
                Rating(rating: $rating)
            }
        }
    }
}

// The movie detail's rating control, in a form section.
@MainActor func makeSampleRow() -> some View {
    RatingSample()
}
