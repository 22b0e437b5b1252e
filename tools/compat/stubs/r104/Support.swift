import SwiftUI
// Stubs for tri1911/crypto-portfolio-tracker-swiftui Crypto/Home/Views/CoinRowView.swift (what the row uses from elsewhere in its app).

/// Crypto/CoinImage/CoinImageStore.swift: downloads and caches the coin's logo (never loads here).
final class CoinImageStore: ObservableObject {
    @Published var image: UIImage? = nil
    let coin: CoinInfo

    init(of coin: CoinInfo) {
        self.coin = coin
    }
}

/// Crypto/CoinImage/CoinImageView.swift
struct CoinImageView: View {
    @StateObject private var imageStore: CoinImageStore

    init(_ coin: CoinInfo) {
        _imageStore = .init(wrappedValue: CoinImageStore(of: coin))
    }

    var body: some View {
        if let image = imageStore.image {
            Image(uiImage: image)
                .resizable()
                .scaledToFit()
        } else {
            ProgressView()
        }
    }
}
