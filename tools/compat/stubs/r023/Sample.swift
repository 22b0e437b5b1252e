import SwiftUI

@MainActor func makeSampleRow() -> some View {
    GalleryItemView(sdi: SDImage(image: nil, prompt: "a lighthouse on a cliff at sunset, oil painting", model: "Stable Diffusion 2.1", seed: 3_293_847_120, isUpscaling: true))
        .frame(width: 256, height: 256)
}
