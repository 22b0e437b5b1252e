import Testing
import RowTestSupport
import Foundation
import RowSnapshot
import RowScene
@testable import RowDesign

/// Every component and screen of the gallery, light and dark at @3x (and the list row and
/// the transactions screen at @1x and @2x), against reviewed goldens in Snapshots/RowDesign/.
@MainActor @Suite struct DesignGoldenTests {
    nonisolated static let names = DesignGallery.entries.map(\.name)

    /// The gallery is the test's cases: it must not be empty.
    @Test func galleryHasEveryEntry() {
        #expect(Self.names.count == 26 && Set(Self.names).count == Self.names.count)
    }

    @Test(arguments: names)
    func entryMatchesItsGoldens(_ name: String) async throws {
        let entry = try #require(DesignGallery.entries.first { $0.name == name })
        let directory = TestSupport.root.appendingPathComponent("Snapshots/RowDesign").path
        var failures = try await ViewSnapshot.verify(entry.request, named: name, in: directory, renderer: TestSupport.renderer)
        if name == "list-row" || name == "transactions" {
            failures += try await ViewSnapshot.verify(entry.request, named: name, in: directory, appearances: [.light], scales: [1, 2],
                                                      renderer: TestSupport.renderer)
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }
}
