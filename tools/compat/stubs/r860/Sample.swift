import SwiftUI

// The sources list with their last ping times.
@MainActor func makeSampleRow() -> some View {
    let data = ModelData()
    return NavigationView {
        List(data.sources) { source in
            SourceRow(source: source)
        }
        .navigationTitle("Sources")
    }
}
