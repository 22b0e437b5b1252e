import Foundation
import Testing
import RowPreviews
import RowSnapshot
import SwiftUI
@testable import AppRows

/// Every #Preview in the app's rows, light and dark, against its golden in __Snapshots__
/// (record with SNAPSHOT_TESTING_RECORD=missing or =all), with the app's own asset catalog.
@MainActor @Suite struct PreviewSnapshotTests {
    @Test func everyPreviewMatchesItsGolden() throws {
        let previews = RowPreviews.all()
        #expect(!previews.isEmpty, "no #Preview was linked in")
        let renderer = try SceneRenderer()
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let folder = here.appendingPathComponent("__Snapshots__").path
        let assets = try AssetCatalog(contentsOf: here.appendingPathComponent("../../../App/Assets.xcassets").standardized.path)
        for preview in previews {
            let name = (preview.name ?? "\(preview.fileID):\(preview.line)").replacingOccurrences(of: " ", with: "-")
            var request = RowPreviews.request(preview, scheme: .light)
            request.environment.assetCatalogs = [assets]
            let failures = try ViewSnapshot.verify(request, named: name, in: folder, renderer: renderer, record: try RecordMode.fromEnvironment())
            #expect(failures.isEmpty, "\(failures)")
        }
    }
}
