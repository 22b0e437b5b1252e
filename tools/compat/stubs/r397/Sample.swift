import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The app shows a quote over a full-screen picture; a dark backdrop stands in for it.
    EachQuote(quote: QuoteService.Quote(id: 11, category: "Motivational", type: "text",
                                        author: "Theodore Roosevelt",
                                        content: "Do what you can, with what you have, where you are."))
        .foregroundColor(.white)
        .padding(24)
        .background(Color(red: 0.15, green: 0.17, blue: 0.22))
}
