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

    func check(_ entry: GalleryEntry, _ scheme: ColorScheme, scale: Double) throws {
        let env = Fixtures.environment(scheme, scale: scale, entry)
        let canvas = try Fixtures.renderer.render(entry.view, width: entry.width, environment: env, background: .systemGroupedBackground)
        let path = Fixtures.root.appendingPathComponent("Snapshots/RowDesign/\(entry.name).\(scheme.rawValue)@\(Int(scale))x.png").path
        let outcome = try Golden(path: path, scale: scale).check(canvas)
        if outcome == .recorded { Issue.record("recorded \(path): review it, then run again") }
        #expect(outcome == .matched || outcome == .recorded, "\(path): \(outcome)")
    }

    @Test(arguments: names)
    func entryMatchesItsGoldens(_ name: String) throws {
        let entry = try #require(try DesignGallery.entries().first { $0.name == name })
        for scheme in ColorScheme.allCases { try check(entry, scheme, scale: 3) }
        if name == "list-row" || name == "transactions" {
            try check(entry, .light, scale: 1)
            try check(entry, .light, scale: 2)
        }
    }
}
