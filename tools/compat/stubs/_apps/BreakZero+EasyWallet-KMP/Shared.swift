import SwiftUI
// Stubs for BreakZero/EasyWallet-KMP's iOS app shared by its rows: Wallet-iOS/Shared/ImageLoaderView.swift.

struct ImageLoaderView: View {
    var urlString: String = ""
    var resizingMode: ContentMode = .fill

    var body: some View {
        Rectangle().opacity(0.001)
            .overlay {
                AsyncImage(url: URL(string: urlString)) { phase in switch phase {
                case .failure: Image(systemName: "photo.fill.on.rectangle.fill").resizable().aspectRatio(contentMode: resizingMode).font(.largeTitle)
                case .success(let image): image.resizable().aspectRatio(contentMode: resizingMode)
                default: ProgressView()
                }
                }.allowsHitTesting(false)
            }.clipped()
    }
}
