// Stubs for ruddarr/app (r618): MediaHistoryEvent (Models/MediaHistory.swift) with the labels the history
// card reads, MediaQuality (Models/MediaQuality.swift), HistoryEventType and HistoryView (the screen its
// preview opens). Our own test doubles with stored values.
import SwiftUI

struct MediaQuality: Codable {
    struct Quality: Codable {
        let name: String?
        let resolution: Int
        var label: String { name ?? "\(resolution)p" }
    }
    let quality: Quality
}

enum HistoryEventType: String, Codable {
    case grabbed, downloadFolderImported, downloadFailed, movieFileDeleted, unknown
    var label: String {
        switch self {
        case .grabbed: return "Grabbed"
        case .downloadFolderImported: return "Imported"
        case .downloadFailed: return "Download Failed"
        case .movieFileDeleted: return "File Deleted"
        case .unknown: return "Unknown"
        }
    }
}

struct MediaHistoryEvent: Identifiable {
    let id: Int
    let eventType: HistoryEventType
    let date: Date
    let sourceTitle: String?
    let quality: MediaQuality
    var languageLabel: String
    var indexerLabel: String?
}

struct HistoryView: View {
    var body: some View {
        Text("History").navigationTitle("History")
    }
}
