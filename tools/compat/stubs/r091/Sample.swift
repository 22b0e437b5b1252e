import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 4) {
        WidgetEventRow(event: sampleClendarEvent(title: "Design review", startingIn: 1))
        WidgetEventRow(event: sampleClendarEvent(title: "Lunch with Linh", startingIn: 3))
    }
    .padding()
}
