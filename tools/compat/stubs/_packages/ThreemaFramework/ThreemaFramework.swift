// Stub of threema-ch/threema-ios's ThreemaFramework surface the settings rows use: the image resource
// (an SF Symbol or a bundled image by name) and the Image initialiser over it. Our own test double.
import SwiftUI
import UIKit

public enum ThreemaImageResource {
    case systemImage(String)
    case bundleImage(String)
}

extension ThreemaImageResource {
    public var image: Image {
        switch self {
        case let .systemImage(name):
            return Image(systemName: name)
        case let .bundleImage(name):
            return Image(name).renderingMode(.template)
        }
    }
}

extension Image {
    public init(_ resource: ThreemaImageResource) {
        self = resource.image
    }
}
