import AmpFinKit
import NukeUI
import SwiftUI
// Stubs shared by the rows of rasmuslos/AmpFin (what they use from elsewhere in the app).

/// Multiplatform/Utility/ItemImage.swift: the cover through NukeUI's LazyImage, a grey music-note
/// square while it loads (hidden when redacted as a placeholder).
internal struct ItemImage: View {
    @Environment(\.redactionReasons) private var redactionReasons

    let cover: Cover?
    var cornerRadius: CGFloat? = nil

    var body: some View {
        LazyImage(url: cover?.url) { state in
            if let image = state.image {
                image
                    .resizable()
                    .clipped()
            } else {
                ZStack {
                    if !redactionReasons.contains(.placeholder) {
                        Image(systemName: "music.note")
                            .resizable()
                            .scaledToFit()
                            .frame(maxWidth: 40)
                            .foregroundStyle(.gray.opacity(0.5))
                            .padding(12)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .aspectRatio(1, contentMode: .fit)
                .background(.gray.opacity(0.1))
                .clipShape(.rect(cornerRadius: cornerRadius ?? 6, style: .continuous))
            }
        }
        .aspectRatio(1, contentMode: .fit)
        .clipShape(.rect(cornerRadius: cornerRadius ?? 6))
    }
}
