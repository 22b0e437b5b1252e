import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The offline-downloads case study shows the ring beside each row's title while it downloads.
    List {
        HStack {
            Text("Episode 1: Functions")
            Spacer()
            CircularProgressView(value: 0.35)
                .frame(width: 16, height: 16)
        }
        HStack {
            Text("Episode 2: Side effects")
            Spacer()
            CircularProgressView(value: 0.8)
                .frame(width: 16, height: 16)
        }
    }
}
