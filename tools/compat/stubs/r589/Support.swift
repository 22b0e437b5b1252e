import SwiftUI

// The app's asset catalog symbols its previews use (Xcode generates them from the catalog's
// image sets; added after the val7 measurement, whose build stopped at them).
extension ImageResource {
    static let pushups = ImageResource(name: "pushups", bundle: .main)
    static let pullups = ImageResource(name: "pullups", bundle: .main)
}
