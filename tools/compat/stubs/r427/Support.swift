import SwiftUI
// Stubs for TortugaPower/BookPlayer Library/ItemList/Views/PercentageProgressView.swift: the image
// resource Xcode generates for the completionIndicatorDone asset (Assets.xcassets).

extension ImageResource {
    static let completionIndicatorDone = ImageResource(name: "completionIndicatorDone", bundle: .main)
}
