// Stubs for MGeovany/lector-ios (r899–r901): the Parkinsans font helpers (Utils/FontExtensions.swift: the
// bundled regular face when it is registered, else the system font at the weight asked), the app's matte
// black (Utils/AppColors.swift), the book (Models/Book.swift) and the reading fonts
// (Models/ReadingPreferences.swift). Our own test doubles with the app's names and values.
import SwiftUI
import UIKit

extension Font {
    static func parkinsans(size: CGFloat, weight: Font.Weight = .regular) -> Font {
        if let face = UIFont(name: "Parkinsans-Regular", size: size) {
            return Font(face)
        }
        return .system(size: size, weight: weight)
    }

    static func parkinsansSemibold(size: CGFloat) -> Font { .parkinsans(size: size, weight: .semibold) }
    static func parkinsansBold(size: CGFloat) -> Font { .parkinsans(size: size, weight: .bold) }
    static func parkinsansMedium(size: CGFloat) -> Font { .parkinsans(size: size, weight: .medium) }
}

enum AppColors {
    static let matteBlack = Color(red: 51 / 255, green: 51 / 255, blue: 51 / 255)
}

struct Book: Identifiable, Hashable {
    let id: UUID
    let remoteID: String?
    var title: String
    var author: String
    let createdAt: Date?
    var pagesTotal: Int
    var currentPage: Int
    var readingProgress: Double?
    let sizeBytes: Int64
    let lastOpenedAt: Date?
    let lastOpenedDaysAgo: Int
    var isRead: Bool
    var isFavorite: Bool
    var tags: [String]

    init(id: UUID = UUID(), remoteID: String? = nil, title: String, author: String, createdAt: Date? = nil,
         pagesTotal: Int, currentPage: Int, readingProgress: Double? = nil, sizeBytes: Int64,
         lastOpenedAt: Date? = nil, lastOpenedDaysAgo: Int, isRead: Bool, isFavorite: Bool, tags: [String]) {
        self.id = id
        self.remoteID = remoteID
        self.title = title
        self.author = author
        self.createdAt = createdAt
        self.pagesTotal = pagesTotal
        self.currentPage = currentPage
        self.readingProgress = readingProgress
        self.sizeBytes = sizeBytes
        self.lastOpenedAt = lastOpenedAt
        self.lastOpenedDaysAgo = lastOpenedDaysAgo
        self.isRead = isRead
        self.isFavorite = isFavorite
        self.tags = tags
    }
}

enum ReadingFont: String, CaseIterable, Identifiable {
    case system, baskerville, georgia, palatino, avenir, menlo, iowan

    var id: String { rawValue }

    var title: String {
        switch self {
        case .system: return "System"
        case .baskerville: return "Baskerville"
        case .georgia: return "Georgia"
        case .palatino: return "Palatino"
        case .avenir: return "Avenir"
        case .menlo: return "Menlo"
        case .iowan: return "Iowan"
        }
    }

    var subtitle: String {
        switch self {
        case .system: return "Balanced"
        case .baskerville: return "Elegant"
        case .georgia: return "Serif"
        case .palatino: return "Bookish"
        case .avenir: return "Modern"
        case .menlo: return "Mono"
        case .iowan: return "Classic"
        }
    }

    func font(size: CGFloat) -> Font {
        switch self {
        case .system: return .system(size: size)
        case .baskerville: return .custom("Baskerville", size: size)
        case .georgia: return .custom("Georgia", size: size)
        case .palatino: return .custom("Palatino-Roman", size: size)
        case .avenir: return .custom("AvenirNext-Regular", size: size)
        case .menlo: return .custom("Menlo-Regular", size: size)
        case .iowan: return .custom("IowanOldStyle-Roman", size: size)
        }
    }
}
