import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_320_000)
    let events = [
        MediaHistoryEvent(id: 1, eventType: .grabbed, date: now.addingTimeInterval(-3 * 3600),
                          sourceTitle: "Dune.Part.Two.2024.2160p.UHD.BluRay.x265-GROUP",
                          quality: MediaQuality(quality: .init(name: "Bluray-2160p", resolution: 2160)),
                          languageLabel: "English", indexerLabel: "NZBgeek"),
        MediaHistoryEvent(id: 2, eventType: .downloadFolderImported, date: now.addingTimeInterval(-2 * 3600),
                          sourceTitle: "/downloads/complete/Dune.Part.Two.2024.mkv",
                          quality: MediaQuality(quality: .init(name: "Bluray-2160p", resolution: 2160)),
                          languageLabel: "English", indexerLabel: nil),
    ]
    // The movie's history sheet stacks the events in a scroll view.
    return ScrollView {
        VStack(spacing: 12) {
            ForEach(events) { event in
                MediaHistoryItem(event: event)
            }
        }
        .padding()
    }
    .withAppState()
}
