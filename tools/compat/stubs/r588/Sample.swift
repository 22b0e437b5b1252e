import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // StatsView: three stats side by side in the profile.
    HStack {
        StatView(value: "42", title: "Practices").frame(maxWidth: .infinity)
        StatView(value: "17 h 30 m", title: "Total time").frame(maxWidth: .infinity)
        StatView(value: "9", title: "Days in a row").frame(maxWidth: .infinity)
    }
    .padding()
}
