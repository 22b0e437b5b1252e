import SwiftUI

// Conversation info rows with a symbol, a label and a secondary line.
@MainActor func makeSampleRow() -> some View {
    List {
        Section {
            ImageSublabelView(image: Image(systemName: "bell")) {
                Text("Notifications")
            } sublabel: {
                Text("Mentions only")
            }
            ImageSublabelView(image: Image(systemName: "star")) {
                Text("Add to favorites")
            }
            ImageSublabelView(image: Image(systemName: "clock.arrow.circlepath")) {
                Text("Message expiration")
            } sublabel: {
                Text("1 week")
            }
        }
    }
}
