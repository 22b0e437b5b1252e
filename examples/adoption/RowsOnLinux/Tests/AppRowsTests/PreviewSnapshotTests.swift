import Foundation
import Testing
import RowPreviews
import RowSnapshot
import SwiftUI
@testable import AppRows

/// Every #Preview in the app's rows, light and dark, against its golden in __Snapshots__
/// (record with SNAPSHOT_TESTING_RECORD=missing or =all).
@MainActor @Suite struct PreviewSnapshotTests {
    @Test func everyPreviewMatchesItsGolden() throws {
        let previews = RowPreviews.all()
        #expect(!previews.isEmpty, "no #Preview was linked in")
        let renderer = try SceneRenderer()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__").path
        for preview in previews {
            let name = (preview.name ?? "\(preview.fileID):\(preview.line)").replacingOccurrences(of: " ", with: "-")
            let failures = try ViewSnapshot.verify(RowPreviews.request(preview, scheme: .light), named: name, in: folder,
                                                   renderer: renderer, record: try RecordMode.fromEnvironment())
            #expect(failures.isEmpty, "\(failures)")
        }
    }
}
