import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The Discover tab: navigation rows with their own labels.
    NavigationStack {
        List {
            NavigationRow(showRightArrow: true, destination: Text("Moments")) {
                Label("Moments", systemImage: "camera.aperture")
            }
            NavigationRow(showRightArrow: true, destination: Text("Scan")) {
                Label("Scan", systemImage: "qrcode.viewfinder")
            }
            NavigationRow(destination: EmptyView()) {
                Text("Version 8.0.49")
                    .foregroundColor(.secondary)
            }
        }
        .listStyle(.insetGrouped)
    }
}
