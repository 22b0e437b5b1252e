// Stub for ruddarr/app (r617): QueueItem (Models/Queue/QueueItem.swift), the labels the queue row shows
// and its tracked download state. Our own test double with stored values.
import Foundation

enum TrackedDownloadState: String, Codable {
    case downloading, importPending, importing, imported, failedPending, failed, ignored
}

struct QueueItem: Identifiable {
    let id: Int
    var titleLabel: String
    var statusLabel: String
    var trackedDownloadState: TrackedDownloadState?
    var progressLabel: String
    var remainingLabel: String?
    var hasIssue: Bool = false
}
