import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let speakers = [
        Speaker(name: "Ola Nordmann", bio: "Ola works on the JVM team and likes long bike rides.", twitter: "@olanordmann"),
        Speaker(name: "Kari Nordmann", bio: "Kari is a platform engineer.", avatar: nil, twitter: nil),
    ]
    // The session detail's speakers section.
    return List {
        Section("Speakers") {
            ForEach(speakers, id: \.wrappedName) { speaker in
                SpeakerItemView(speaker: speaker)
            }
        }
    }
}
