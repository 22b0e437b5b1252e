import Foundation
import RowDesign
import RowFiles
import RowPNG
import RowRaster
import RowScene

/// Everything `rowframe gallery` writes: every component, screen and state in light and dark,
/// key animation frames, contact sheets, and the contrast report.
public struct GalleryExport {
    public let directory: String
    public let renderer: SceneRenderer
    public init(directory: String, renderer: SceneRenderer) { self.directory = directory; self.renderer = renderer }

    /// Key frames per scene: (label, time).
    public static let keyFrames: [(scene: String, frames: [(String, Double)])] = [
        ("press", [("0ms", 0.1), ("50ms", 0.15), ("100ms", 0.2), ("300ms", 0.4), ("release+300ms", 0.7)]),
        ("shimmer", [("0pct", 0), ("25pct", 0.375), ("50pct", 0.75), ("75pct", 1.125)]),
        ("swipe", [("0.2s", 0.2), ("0.35s", 0.35), ("0.6s", 0.6), ("1.0s", 1.0)]),
        ("counter", [("0.1s", 0.1), ("0.35s", 0.35), ("0.5s", 0.5), ("1.2s", 1.2)]),
        ("skeleton-to-content", [("0.3s", 0.3), ("0.5s", 0.5), ("0.6s", 0.6), ("0.9s", 0.9)]),
    ]

    /// Renders and writes everything; `progress` gets each written path. Returns the paths.
    @discardableResult
    public func run(progress: (String) -> Void = { _ in }) throws -> [String] {
        let fm = FileManager.default
        for sub in ["components", "motion", "sheets"] {
            try fm.createDirectory(atPath: directory + "/" + sub, withIntermediateDirectories: true)
        }
        var written: [String] = []
        func write(_ canvas: Canvas, _ relative: String, scale: Double) throws {
            let path = directory + "/" + relative
            try PNG.write(canvas, to: path, level: 6, scale: scale)
            written.append(path); progress(path)
        }
        var componentCells: [ContactSheet.Cell] = []
        var report = "WCAG AA contrast of every text run against the pixels behind it (4.5:1 body, 3:1 large)\n"
        for entry in try DesignGallery.entries() {
            for scheme in ColorScheme.allCases {
                var env = EnvironmentValues()
                env.colorScheme = scheme; env.displayScale = 3
                entry.environment(&env)
                let list = try renderer.displayList(entry.view, width: entry.width, environment: env, background: .systemGroupedBackground)
                let canvas = try Renderer().render(list)
                try write(canvas, "components/\(entry.name).\(scheme.rawValue)@3x.png", scale: 3)
                componentCells.append(ContactSheet.Cell(label: "\(entry.name) · \(scheme.rawValue)", image: canvas))
                let contrast = try ContrastReport(list: list, scale: 3)
                for f in contrast.failures { report += "\(entry.name).\(scheme.rawValue): \(f)\n" }
            }
        }
        var motionCells: [ContactSheet.Cell] = []
        for (name, frames) in Self.keyFrames {
            let scene = try MotionScenes.named(name)
            for (label, t) in frames {
                var env = EnvironmentValues()
                env.time = t; env.displayScale = 3
                let canvas = try renderer.render(try scene.view(at: t, mode: .full), width: scene.width, environment: env,
                                                 background: .systemGroupedBackground)
                try write(canvas, "motion/\(name).\(label).png", scale: 3)
                motionCells.append(ContactSheet.Cell(label: "\(name) @ \(label)", image: canvas))
            }
        }
        let components = ContactSheet(title: "RowFrame design system", legend: "Every component, screen and state · light and dark · rendered at @3x",
                                      cells: componentCells, columns: 4)
        try write(try components.render(with: renderer), "sheets/components.png", scale: 2)
        let motion = ContactSheet(title: "Motion key frames", legend: "Press, shimmer, swipe, number counter and skeleton transition at chosen times",
                                  cells: motionCells, columns: 4)
        try write(try motion.render(with: renderer), "sheets/motion.png", scale: 2)
        let reportPath = directory + "/contrast.txt"
        try AtomicFile.write(Array(report.utf8), to: reportPath)
        written.append(reportPath); progress(reportPath)
        return written
    }
}
