import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 10) {
        ListItemView {
            Text("Daily Active Users")
            Spacer()
            Text("1,284").bold()
        }
        ListItemView(selected: true) {
            Image(systemName: "chart.bar")
            Text("Signals by Platform")
            Spacer()
        }
    }
    .padding()
}
