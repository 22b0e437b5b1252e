import Foundation
import RowRaster
import RowScene

/// Snapshot assertions for views: render in each appearance, scale and time and compare
/// with `<directory>/<name>.<appearance>@<scale>x[.t<ms>ms].png`. Works from Swift Testing
/// and XCTest alike: it returns the failure messages (empty when everything matches).
///
///     for failure in try ViewSnapshot.verify(MyRow(), named: "row", in: "Snapshots/Rows", renderer: renderer) {
///         Issue.record(failure)          // or XCTFail(failure)
///     }
public enum ViewSnapshot {
    public static func verify<V: View>(
        _ view: V, named name: String, in directory: String, width: Double? = 390, height: Double? = nil,
        appearances: [ColorScheme] = [.light, .dark], scales: [Double] = [3], times: [Double] = [0],
        environment: (inout EnvironmentValues) -> Void = { _ in }, background: RowScene.Color = .clear,
        renderer: SceneRenderer, record: RecordMode? = nil
    ) throws -> [String] {
        var failures: [String] = []
        for t in times {
            for scale in scales {
                for scheme in appearances {
                    var env = EnvironmentValues()
                    env.colorScheme = scheme; env.displayScale = scale; env.time = t
                    environment(&env)
                    let canvas = try renderer.render(view, width: width, height: height, environment: env, background: background)
                    let suffix = times == [0] ? "" : ".t\(Int((t * 1000).rounded()))ms"
                    let path = directory + "/\(name).\(scheme.rawValue)@\(scale.formattedScale)x\(suffix).png"
                    if let message = try Golden(path: path, scale: scale).check(canvas, record: record).failureMessage {
                        failures.append("\(path): \(message)")
                    }
                }
            }
        }
        return failures
    }
}

extension Double {
    var formattedScale: String { self == rounded() ? String(Int(self)) : String(self) }
}
