import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ReviewRow(review: Review(id: "5d1a", author: "Gimly",
                                 content: "A thoughtful, quietly devastating film. The performances are restrained and the score never tells you how to feel — which makes the final act land all the harder."))
    }
}
