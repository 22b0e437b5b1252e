import SwiftUI
// Stubs for godly-devotion/MochiDiffusion Mochi Diffusion/Views/GalleryItemView.swift (what the row uses from elsewhere in its app).

/// A generated image and its generation settings (the app's model; the picture is a CGImage).
struct SDImage: Identifiable, Hashable {
    var id = UUID()
    var image: CGImage?
    var prompt = ""
    var negativePrompt = ""
    var model = ""
    var seed: UInt32 = 0
    var steps = 28
    var guidanceScale = 11.0
    var generatedDate = Date()
    var upscaler = ""
    var isUpscaling = false
    var path = ""

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func == (a: SDImage, b: SDImage) -> Bool { a.id == b.id }
}
