import SwiftUI

// nikolay-dementiev/DMUnLoader: the test helpers its snapshot tests wrap the views in, restated
// from Tests/DMUnLoaderTests (Helpers+Tests/Helpers/LoadingViewContainer.swift and
// Mocks+Stub+Spy/StubDMLoadableTypeSuccess.swift).

/// The overlay as the loading view shows it, without its animation: the view padded 15 on a
/// 0.8 gray, corner radius 10, padded 15 again, over a 0.2 black that fills the screen.
struct LoadingViewContainer<Content: View>: View {
    @ViewBuilder var overlayView: Content

    var body: some View {
        ZStack {
            Color.black.opacity(0.2)
                .ignoresSafeArea()
            overlayView
                .padding(15)
                .background(Color.gray.opacity(0.8))
                .cornerRadius(10)
                .scaleEffect(1)
                .padding(15)
        }
    }
}

/// A success payload whose description is the text shown.
struct StubDMLoadableTypeSuccess: DMLoadableTypeSuccess {
    var description: String = "Success!"
}
