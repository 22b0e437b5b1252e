import Testing
import Foundation
import RowSnapshot
import RowScene
@testable import RowDesign

enum Fixtures {
    nonisolated(unsafe) static let renderer: SceneRenderer = try! SceneRenderer()
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func environment(_ scheme: ColorScheme, scale: Double, _ entry: GalleryEntry) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = scale
        entry.environment(&env)
        return env
    }
}

/// Every component and screen of the gallery, light and dark at @3x (and the list row and
/// the transactions screen at @1x and @2x), against reviewed goldens in Snapshots/RowDesign/.
@Suite struct DesignGoldenTests {
    static let names = (try? DesignGallery.entries().map(\.name)) ?? []

    @Test(arguments: names)
    func entryMatchesItsGoldens(_ name: String) throws {
        let entry = try #require(try DesignGallery.entries().first { $0.name == name })
        let directory = Fixtures.root.appendingPathComponent("Snapshots/RowDesign").path
        var failures = try ViewSnapshot.verify(entry.view, named: name, in: directory, width: entry.width,
                                               environment: entry.environment, background: .systemGroupedBackground, renderer: Fixtures.renderer)
        if name == "list-row" || name == "transactions" {
            failures += try ViewSnapshot.verify(entry.view, named: name, in: directory, width: entry.width, appearances: [.light], scales: [1, 2],
                                                environment: entry.environment, background: .systemGroupedBackground, renderer: Fixtures.renderer)
        }
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }
}
