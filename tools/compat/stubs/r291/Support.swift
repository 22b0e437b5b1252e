import Foundation
// Stubs for paulinmemphis/AchievrAI MetacognitiveJournal/JournalRowView.swift (what the row uses from
// elsewhere in its app: MultiModalExpressionModels.swift's MultiModal.JournalEntry/MediaItem/MediaType
// and JournalEntry.swift, reduced to the fields the row reads and those needed to build them).

enum MultiModal {
    enum MediaType: String, CaseIterable, Codable, Identifiable {
        case text, drawing, photo, audio, video, emotionColor, emotionMusic, emotionMovement, visualMetaphor
        var id: String { rawValue }
    }

    struct MediaItem: Identifiable, Codable {
        let id: UUID
        let type: MediaType
        let createdAt: Date
        let title: String?
        let textContent: String?

        init(id: UUID = UUID(), type: MediaType, createdAt: Date = Date(), title: String? = nil, textContent: String? = nil) {
            self.id = id
            self.type = type
            self.createdAt = createdAt
            self.title = title
            self.textContent = textContent
        }
    }

    struct JournalEntry: Identifiable, Codable {
        let id: UUID
        let childId: String
        let title: String
        let createdAt: Date
        let modifiedAt: Date
        let mediaItems: [MediaItem]

        init(id: UUID = UUID(), childId: String, title: String, createdAt: Date = Date(), modifiedAt: Date = Date(), mediaItems: [MediaItem] = []) {
            self.id = id
            self.childId = childId
            self.title = title
            self.createdAt = createdAt
            self.modifiedAt = modifiedAt
            self.mediaItems = mediaItems
        }
    }
}

struct JournalEntry: Identifiable, Codable, Hashable {
    let id: UUID
    var assignmentName: String
    var date: Date
}
