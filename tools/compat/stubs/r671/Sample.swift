import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let sessions = [
        Session(id: "1", place: "Hall A", startTime: "2018-10-04T02:00:00Z", endTime: "2018-10-04T02:40:00Z",
                title: "Scaling Mercari's microservices", tags: ["Backend", "Microservices"],
                speakers: [Speaker(id: "s1", name: "Taro Yamada", company: "Mercari", position: "Engineering Manager",
                                   iconUrl: "https://example.com/taro.png")]),
        Session(id: "2", place: "Hall B", startTime: "2018-10-04T03:00:00Z", endTime: "2018-10-04T03:40:00Z",
                title: "Machine learning on the edge", tags: ["ML"],
                speakers: [Speaker(id: "s2", name: "Hanako Sato", company: "Mercari", position: "ML Engineer",
                                   iconUrl: "https://example.com/hanako.png")]),
    ]
    // The time table tab lists the sessions.
    return NavigationView {
        List(sessions, id: \.id) { session in
            TimeTableRow(session: session)
        }
        .navigationBarTitle(Text("Time Table"))
    }
}
