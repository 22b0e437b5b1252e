import SwiftUI
import CoreData

// The dashboard's live-conference banner above the course cards.
@MainActor func makeSampleRow() -> some View {
    let conference = Conference(context: AppEnvironment.shared.database.viewContext)
    conference.id = "17"
    conference.title = "Office hours"
    conference.canvasContextID = "course_42"
    conference.isIgnored = false
    return ScrollView {
        VStack(spacing: 16) {
            ConferenceCard(conference: conference, contextName: "Biology 101")
        }
        .padding(16)
    }
}
