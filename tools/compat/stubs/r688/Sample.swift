import SwiftUI

/// The highlights sheet: reads its dismiss action from the environment, as the app's sheet does.
private struct HighlightsSheet: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var viewModel = SavedItemViewModel()
    let quotes = [
        HighlightedQuote(remoteID: "h-1", index: 0, indexPath: IndexPath(item: 2, section: 0),
                         quote: "The best way to predict the future is to read the footnotes of the present."),
        HighlightedQuote(remoteID: "h-2", index: 1, indexPath: IndexPath(item: 7, section: 0),
                         quote: "Attention is the rarest and purest form of generosity."),
    ]

    var body: some View {
        List(quotes) { quote in
            HighlightRow(highlightedQuote: quote, viewModel: viewModel, modalDismiss: dismiss)
        }
    }
}

@MainActor func makeSampleRow() -> some View {
    HighlightsSheet()
}
