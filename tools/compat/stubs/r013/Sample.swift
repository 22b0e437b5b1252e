import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the package details header: outdated, caveats and deprecation pills.
    HStack {
        StatusPill(localizedText: "package-details.outdated", systemImage: "clock", color: .teal)
        StatusPill(localizedText: "package-details.caveats.available", systemImage: "text.pad.header", color: .indigo)
        StatusPill(localizedText: "Deprecated", systemImage: "exclamationmark.triangle.fill", color: .orange)
    }
    .padding()
}
