import SwiftUI
// Stubs for CodeEditApp/CodeEdit CodeEdit/Features/NavigatorArea/SourceControlNavigator/Views/ChangedFile/GitChangedFileLabel.swift (what the row uses from elsewhere in its app).

enum GitStatus: String, Codable {
    case none = "."
    case modified = "M"
    case untracked = "?"
    case fileTypeChange = "T"
    case added = "A"
    case deleted = "D"
    case renamed = "R"
    case copied = "C"
    case unmerged = "U"
}

struct GitChangedFile: Identifiable, Hashable {
    var id: String { fileURL.relativePath }
    let status: GitStatus
    let stagedStatus: GitStatus
    let fileURL: URL
    let originalFilename: String?

    /// The key the workspace file manager indexes files by.
    var ceFileKey: String { fileURL.absoluteURL.path(percentEncoded: false) }

    func hash(into hasher: inout Hasher) { hasher.combine(fileURL) }
}

/// A file or folder of the workspace; its icon comes from NSWorkspace in the app.
final class CEWorkspaceFile {
    let url: URL
    init(url: URL) { self.url = url }
    var nsIcon: NSImage { NSWorkspace.shared.icon(forFile: url.path) }
}

final class CEWorkspaceFileManager {
    let folderUrl: URL
    private var flattenedFileItems: [String: CEWorkspaceFile] = [:]
    init(folderUrl: URL) { self.folderUrl = folderUrl }

    func getFile(_ path: String, createIfNotFound: Bool = false) -> CEWorkspaceFile? {
        if let file = flattenedFileItems[path] { return file }
        guard createIfNotFound, path.hasPrefix(folderUrl.path) else { return nil }
        let file = CEWorkspaceFile(url: URL(fileURLWithPath: path))
        flattenedFileItems[path] = file
        return file
    }
}

/// The open workspace (an NSDocument subclass in the app).
final class WorkspaceDocument: ObservableObject {
    @Published var workspaceFileManager: CEWorkspaceFileManager?
    init(folderURL: URL? = nil) { workspaceFileManager = folderURL.map { CEWorkspaceFileManager(folderUrl: $0) } }
}

class EditorManager: ObservableObject {
    init() {}
}

final class SourceControlManager: ObservableObject {
    let workspaceURL: URL
    let editorManager: EditorManager
    @Published var changedFiles: [GitChangedFile] = []
    init(workspaceURL: URL, editorManager: EditorManager) {
        self.workspaceURL = workspaceURL
        self.editorManager = editorManager
    }
}

enum FileIcon {
    enum FileType: String { case swift, js, jsx, json, md }
    /// The SF Symbol for a file type ("doc" when unknown).
    static func fileIcon(fileType: FileType?) -> String {
        switch fileType {
        case .swift: return "swift"
        case .js, .jsx: return "doc.javascript"
        case .json: return "curlybraces"
        case .md: return "doc.plaintext"
        case nil: return "doc"
        }
    }
}
