import AppKit
import SwiftUI
// Stubs for alienator88/Pearcleaner Pearcleaner/Views/AppsUpdaterView/UpdateRowViewSidebar.swift (what the row uses from elsewhere in its app).

/// Logic/AppState.swift (the fields the row reads; appIcon is NSImage? in the app, kept so).
struct AppInfo: Identifiable, Equatable, Hashable {
    let id: UUID
    let path: URL
    let bundleIdentifier: String
    let appName: String
    let appVersion: String
    let appIcon: NSImage?
}

/// Logic/AppsUpdater/Models.swift (Sparkle's cached appcast item left out).
enum UpdateStatus: Equatable {
    case idle, checking, downloading, extracting, installing, verifying, completed
    case failed(String)
}

struct UpdateableApp: Identifiable, Hashable {
    let id = UUID()
    let appInfo: AppInfo
    var availableVersion: String?
    let source: UpdateSource
    var status: UpdateStatus = .idle
    var progress: Double = 0.0
    let releaseNotesLink: String?
    var fetchedReleaseNotes: String?

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    static func == (lhs: UpdateableApp, rhs: UpdateableApp) -> Bool { lhs.id == rhs.id }
}

/// Logic/AppsUpdater/UpdateManager.swift (the release-notes store only).
@MainActor
class UpdateManager: ObservableObject {
    @Published var releaseNotes: [UUID: String] = [:]

    func updateFetchedReleaseNotes(for appId: UUID, content: String) {
        releaseNotes[appId] = content
    }
}

/// Logic/Brew/HomebrewController.swift: "0.14.1,fc796f5b" → "0.14.1", "2.14.1_1" → "2.14.1".
extension String {
    func stripBrewRevisionSuffix() -> String {
        var result = self
        if let firstSuffixIndex = result.firstIndex(where: { !$0.isLetter && !$0.isNumber && $0 != "." }) {
            result = String(result[..<firstSuffixIndex])
        }
        while let last = result.last, !last.isLetter && !last.isNumber {
            result.removeLast()
        }
        return result
    }
}
