import SwiftUI
// Stubs for utmapp/UTM Platform/Shared/BusyIndicator.swift (what the row uses from elsewhere in its app).

/// The app's activity spinner (a UIActivityIndicatorView / NSProgressIndicator wrapper in the
/// app); the stub shows a ProgressView.
struct Spinner: View {
    enum Size {
        case regular
        case large
    }

    let size: Size

    var body: some View {
        ProgressView()
            .scaleEffect(size == .large ? 2 : 1)
    }
}
