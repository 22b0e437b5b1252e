import SwiftUI

@MainActor func makeSampleRow() -> some View {
    GitChangedFileLabel(file: GitChangedFile(
        status: .modified,
        stagedStatus: .none,
        fileURL: URL(filePath: "/Users/CodeEdit/app.jsx"),
        originalFilename: nil
    ))
    .environmentObject(SourceControlManager(workspaceURL: URL(filePath: "/Users/CodeEdit"), editorManager: .init()))
    .environmentObject(WorkspaceDocument(folderURL: URL(filePath: "/Users/CodeEdit")))
}
