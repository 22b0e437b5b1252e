import SwiftUI

// Stand-in for the asset symbols Xcode generates from OTFDesignSystem's Assets.xcassets at build time
// (not in the repository): the image set "info-card-image", whose symbol drops the "image" suffix.
// Only OTFInfoCard.swift's #Preview names it.
extension ImageResource {
    static let infoCard = ImageResource(name: "info-card-image", bundle: .main)
}
