import OracleHarness
import SwiftUI

// o132: fespinoza/sample-json-app, MovieDetailsViewTests.testView_iPhone_lightMode, light, @3x.
// The test's viewContainer(): NavigationStack { MovieDetailsView(viewData: .previewValue())
// .navigationBarTitleDisplayMode(.inline) } as the root of a UIHostingController.
// MovieDetailsView: a ScrollView of the poster (MovieDetailPosterView: the avatar2 JPEG from the
// Preview Assets catalog, aspect-filled, 450 pt tall, offset 60, clipped, with a gradient to the
// system background) overlaid at its bottom by the title (title bold), the rating label (star.fill
// in yellow, "7.7") and the details (calendar 2022, clock 3h 12m, tag with four genres, caption),
// then "Overview" (headline) with the overview text and "Trailer" with a red 16:9 placeholder,
// spacing 32, padded 16 at the sides and 64 below; the navigation title is the movie's title.
// Snapshotted .image(on: .iPhone13Pro): a 390 × 844 screen, safe area 47 above and 34 below,
// iPhone13Pro traits (content size medium), no interface style (light).
@MainActor func makeOracleView() -> AnyView {
    let view = NavigationStack {
        MovieDetailsView(viewData: .previewValue())
            .navigationBarTitleDisplayMode(.inline)
    }
    return AnyView(view)
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
