import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        StatusRow(imageName: "globe", title: "Internet", description: "Connected", status: .ready)
        StatusRow(imageName: "bitcoin", title: "Bitcoin Node", description: "Syncing", status: .pending)
        StatusRow(imageName: "bolt", title: "Lightning Connection", description: "Disconnected", status: .error)
    }
    .padding()
    .background(Color.black)
    .environment(\.colorScheme, .dark)
}
