import SwiftUI

@MainActor func makeSampleRow() -> some View {
    EventListRow(event: sampleClendarEvent())
        .padding()
}
