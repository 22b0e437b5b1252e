import SwiftUI

/// The app's preview coin (PreviewData.coin in UtilityExtensions.swift), with its holding shown.
@MainActor func makeSampleRow() -> some View {
    CoinRowView(coin: PreviewData.shared.coin, holdingIncluded: true)
        .padding()
}
