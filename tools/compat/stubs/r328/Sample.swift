import SwiftUI
import AmperfyKit

@MainActor func makeSampleRow() -> some View {
    List {
        EventLogCellView(entry: LogEntry(creationDate: Date(timeIntervalSince1970: 1_764_250_000),
                                         message: "Download of \"Bohemian Rhapsody\" failed: the server returned an empty response.",
                                         statusCode: 70, type: .error))
        EventLogCellView(entry: LogEntry(creationDate: Date(timeIntervalSince1970: 1_764_249_000),
                                         message: "Library sync finished: 12 new songs.", statusCode: 0, type: .info))
    }
}
