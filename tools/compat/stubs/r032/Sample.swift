import SwiftUI

@MainActor func makeSampleRow() -> some View {
    Button(action: {}) {
        ContainersView.ListView.ContainerCell(container: .preview(name: "/nginx-proxy", state: .running))
    }
    .padding()
    .background(Color.groupedBackground)
    .environmentObject(PortainerStore())
}
