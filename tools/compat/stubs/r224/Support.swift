import SwiftUI
// Stubs for cranci1/Sora Sora/Views/LibraryView/BookmarkComponents/BookmarkGridItemView.swift (what the
// row uses from elsewhere in its app). NukeUI is stubbed under _packages.

/// Views/LibraryView/LibraryManager.swift
struct LibraryItem: Codable, Identifiable {
    let id: UUID
    let title: String
    let imageUrl: String
    let href: String
    let moduleId: String
    let moduleName: String
    let dateAdded: Date

    init(title: String, imageUrl: String, href: String, moduleId: String, moduleName: String) {
        self.id = UUID()
        self.title = title
        self.imageUrl = imageUrl
        self.href = href
        self.moduleId = moduleId
        self.moduleName = moduleName
        self.dateAdded = Date()
    }
}

/// Utlis & Misc/Modules/Modules.swift (the metadata fields the row reads, and those a sample needs).
struct ModuleMetadata: Codable, Hashable {
    let sourceName: String
    let iconUrl: String
    let language: String
    let novel: Bool?
}

struct ScrapingModule: Codable, Identifiable, Hashable {
    let id: UUID
    let metadata: ModuleMetadata
    var isActive: Bool

    init(id: UUID = UUID(), metadata: ModuleMetadata, isActive: Bool = false) {
        self.id = id
        self.metadata = metadata
        self.isActive = isActive
    }
}

/// Utlis & Misc/JSLoader/JSController.swift
typealias Module = ScrapingModule

extension View {
    /// Views/LibraryView/AllWatching.swift: a thin accent ring fading downwards.
    func circularGradientOutline() -> some View {
        self.background(
            Circle()
                .stroke(
                    LinearGradient(
                        gradient: Gradient(stops: [
                            .init(color: Color.accentColor.opacity(0.25), location: 0),
                            .init(color: Color.accentColor.opacity(0), location: 1)
                        ]),
                        startPoint: .top,
                        endPoint: .bottom
                    ),
                    lineWidth: 0.5
                )
        )
    }
}
