import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // ExperimentsSettingsView lists one row per experiment, each a link to its screen.
    NavigationStack {
        VStack(alignment: .center, spacing: 12) {
            NavigationLink(destination: Text("Glucose Based Partial Application")) {
                ExperimentRow(name: "Glucose Based Partial Application", enabled: true)
            }
            NavigationLink(destination: Text("Integral Retrospective Correction")) {
                ExperimentRow(name: "Integral Retrospective Correction", enabled: false)
            }
            Spacer()
        }
        .padding()
    }
}
