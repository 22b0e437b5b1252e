import Foundation
import RowFiles
import RowRaster
import RowScene

/// Snapshot assertions for views: render in each appearance, scale and time and compare
/// with `<directory>/<name>.<appearance>@<scale>x[.t<ms>ms].png` (the naming scheme of
/// `ImageName`). Works from Swift Testing and XCTest alike: it returns the failure messages
/// (empty when everything matches). Views are evaluated on the main actor, as in SwiftUI.
///
///     for failure in try ViewSnapshot.verify(MyRow(), named: "row", in: "Snapshots/Rows", renderer: renderer) {
///         Issue.record(failure)          // or XCTFail(failure)
///     }
public enum ViewSnapshot {
    /// Renders `request` in each appearance, scale and time and compares each with its golden.
    @MainActor public static func verify(_ request: RenderRequest, named name: String, in directory: String,
                              appearances: [ColorScheme] = [.light, .dark], scales: [Double] = [3], times: [Double] = [0],
                              renderer: SceneRenderer, record: RecordMode? = nil) throws -> [String] {
        try goldens(request, named: name, in: directory, appearances: appearances, scales: scales, times: times).compactMap { golden in
            try check(renderer.render(golden.frame), golden.file, record: record)
        }
    }

    /// The same, for async tests: each frame is laid out on the main actor, then rasterized and
    /// compared off it — so a suite's goldens rasterize on every core while the main actor lays
    /// out the next ones.
    @MainActor public static func verify(_ request: RenderRequest, named name: String, in directory: String,
                              appearances: [ColorScheme] = [.light, .dark], scales: [Double] = [3], times: [Double] = [0],
                              renderer: SceneRenderer, record: RecordMode? = nil) async throws -> [String] {
        let goldens = try goldens(request, named: name, in: directory, appearances: appearances, scales: scales, times: times)
        let lists = try goldens.map { try renderer.displayList($0.frame) }
        return try await rasterizeAndCheck(lists, goldens.map(\.file), renderer: renderer, record: record)
    }

    @concurrent private static func rasterizeAndCheck(_ lists: [DisplayList], _ files: [GoldenFile], renderer: SceneRenderer,
                                                      record: RecordMode?) async throws -> [String] {
        try zip(lists, files).compactMap { list, file in try check(renderer.render(list), file, record: record) }
    }

    /// Where one frame's golden is, and at what scale.
    struct GoldenFile: Sendable {
        let path: String
        let scale: Double
    }

    /// Each frame to verify — the request in one appearance, scale and time — and its golden.
    @MainActor static func goldens(_ request: RenderRequest, named name: String, in directory: String, appearances: [ColorScheme],
                                   scales: [Double], times: [Double]) throws -> [(frame: RenderRequest, file: GoldenFile)] {
        let tags = try timeTags(times)
        for s in scales where !(1...9).contains(s) || s != s.rounded() { throw SnapshotError.badScale(s) }
        var goldens: [(frame: RenderRequest, file: GoldenFile)] = []
        for (t, us) in zip(times, tags) {
            for scale in scales {
                for scheme in appearances {
                    let frame = request.with { $0.colorScheme = scheme; $0.displayScale = scale; if us != nil { $0.time = t } }
                    let file = ImageName(base: name, appearance: scheme.rawValue, scale: Int(scale), microseconds: us).description
                    goldens.append((frame, GoldenFile(path: directory + "/" + file, scale: scale)))
                }
            }
        }
        return goldens
    }

    /// The failure message of one frame against its golden (nil when it matches).
    private static func check(_ canvas: Canvas, _ file: GoldenFile, record: RecordMode?) throws -> String? {
        try Golden(path: file.path, scale: file.scale).check(canvas, record: record).failureMessage.map { "\(file.path): \($0)" }
    }

    /// A view with a proposal, environment changes and a background, verified as a request.
    @MainActor public static func verify<V: View>(
        _ view: V, named name: String, in directory: String, width: Double? = 390, height: Double? = nil,
        appearances: [ColorScheme] = [.light, .dark], scales: [Double] = [3], times: [Double] = [0],
        environment: (inout EnvironmentValues) -> Void = { _ in }, background: RowScene.Color = .clear,
        renderer: SceneRenderer, record: RecordMode? = nil
    ) throws -> [String] {
        var env = EnvironmentValues()
        environment(&env)
        return try verify(RenderRequest(view, width: width, height: height, environment: env, background: background), named: name,
                          in: directory, appearances: appearances, scales: scales, times: times, renderer: renderer, record: record)
    }

    /// The time part of each golden's name: none for a single still at 0, else whole
    /// microseconds; two times that would share a name are refused.
    static func timeTags(_ times: [Double]) throws -> [Int64?] {
        if times == [0] { return [nil] }
        var seen: [Int64: Double] = [:]
        return try times.map { t in
            guard let us = ImageName.microseconds(t) else { throw SnapshotError.badTime(t) }
            if let other = seen[us] { throw SnapshotError.ambiguousTimes(other, t, ImageName.timeTag(us)) }
            seen[us] = t
            return us
        }
    }
}
