import OracleHarness
import SwiftUI

// o139: RaulPascual/SwiftUtils, ImageViwerTests.testImageViwer, light, @3x.
// ImageViwer: the globe symbol resizable, aspect fit, at scale 1 and offset 0, in a ZStack filling a
// GeometryReader (edgesIgnoringSafeArea(.all)).
// Snapshotted .image(layout: .device(config: .iPhone13Pro)): a 390 × 844 host, safe area 47
// above and 34 below, the view centred in the rest, iPhone13Pro traits (content size medium),
// no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    AnyView(ImageViwer(image: Image(systemName: "globe")))
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
