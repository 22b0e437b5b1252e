import Foundation
import SwiftUI
import Tagged

// Stubs for what MovieDetailsView and its files use from the rest of fespinoza/sample-json-app
// (SampleProject at 3a7811d0) and that the cases do not compile themselves.

// Models/Movie.swift: only its type (the phantom tag of SimklMovieID) and the trailer's type
// (the tag of YoutubeVideoID) are used; the decoding model itself is not.
struct Movie {
    struct Trailer {}
}

typealias YoutubeVideoID = Tagged<Movie.Trailer, String>

// Models/SimklMovieID.swift.
typealias SimklMovieID = Tagged<Movie, Int>

// Xcode's generated asset symbols for the Preview Assets catalog
// (SampleProject/Resources/Preview Content/Preview Assets.xcassets: avatar2, piratesOfTheCaribbean,
// thisIsFine, JPEG image sets).
extension ImageResource {
    static let avatar2 = ImageResource(name: "avatar2", bundle: .main)
    static let piratesOfTheCaribbean = ImageResource(name: "piratesOfTheCaribbean", bundle: .main)
    static let thisIsFine = ImageResource(name: "thisIsFine", bundle: .main)
}
