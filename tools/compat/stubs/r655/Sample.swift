import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let start = Date(timeIntervalSince1970: 1_788_850_800) // a conference morning, 09:00 Oslo
    let sessions = [
        Session(title: "Virtual Threads in Production", format: "presentation", room: "Room 1", startUtc: start,
                endUtc: start.addingTimeInterval(2700), sessionId: "s1"),
        Session(title: "Ten Minutes of Records", format: "lightning-talk", room: "Room 7",
                startUtc: start.addingTimeInterval(3600), endUtc: start.addingTimeInterval(4200), sessionId: "s2",
                videoId: "123456"),
        Session(title: "Hands-on Kotlin Coroutines", format: "workshop", room: "Workshop A",
                startUtc: start.addingTimeInterval(7200), endUtc: start.addingTimeInterval(14_400), sessionId: "s3"),
    ]
    sessions[0].speakerNames = "Ola Nordmann"
    sessions[1].speakerNames = "Kari Nordmann"
    sessions[2].speakerNames = "Per Hansen, Lise Berg"
    // The sessions tab: a list of rows.
    return NavigationStack {
        List(sessions, id: \.sessionId) { session in
            SessionItemView(session: session, pending: false)
        }
        .navigationTitle("Sessions")
    }
}
