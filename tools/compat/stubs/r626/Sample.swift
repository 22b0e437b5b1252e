import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let data = ModelData()
    // The attractions screen stacks the image rows in a scroll view.
    return NavigationStack {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(data.attractions) { attraction in
                    AttractionRow(attraction: attraction)
                }
            }
            .padding()
        }
        .navigationTitle("Places to visit")
    }
    .environmentObject(data)
}
