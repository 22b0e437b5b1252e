import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        LinkLabel(title: Text("Learn more about Doxylamine"))
        LinkLabel(title: Text("Call your care team"), image: Image(systemName: "phone"))
    }
    .padding()
}
