import Testing
import Foundation
@testable import RowSnapshot

@Suite struct ReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func namesSplitIntoFamilyAppearanceAndFrame() {
        #expect(ReviewReport.split("row.dark@3x.t250ms.png") == ("row@3x", "dark", "t250ms"))
        #expect(ReviewReport.split("row.light@3x.png") == ("row@3x", "light", ""))
        #expect(ReviewReport.split("frame-00012.png") == ("frames", "—", "frame-00012"))
    }

    /// Changed, missing and new snapshots each get a section with the five views.
    @Test func reportListsChangedMissingAndNew() throws {
        let fm = FileManager.default
        let base = NSTemporaryDirectory() + "rowframe-report-\(ProcessInfo.processInfo.processIdentifier)"
        try? fm.removeItem(atPath: base)
        try fm.createDirectory(atPath: base + "/g", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: base + "/a", withIntermediateDirectories: true)
        let snaps = Self.root.appendingPathComponent("Snapshots/RowDesign").path
        try fm.copyItem(atPath: snaps + "/list-row.light@3x.png", toPath: base + "/g/list-row.light@3x.png")
        try fm.copyItem(atPath: snaps + "/list-row-pressed.light@3x.png", toPath: base + "/a/list-row.light@3x.png")
        try fm.copyItem(atPath: snaps + "/people.light@3x.png", toPath: base + "/g/people.light@3x.png")
        try fm.copyItem(atPath: snaps + "/people.light@3x.png", toPath: base + "/a/people.light@3x.png")
        try fm.copyItem(atPath: snaps + "/groups.light@3x.png", toPath: base + "/g/groups.light@3x.png")
        try fm.copyItem(atPath: snaps + "/analytics.dark@3x.png", toPath: base + "/a/analytics.dark@3x.png")
        let report = try ReviewReport(goldenDirectory: base + "/g", actualDirectory: base + "/a")
        #expect(report.unchanged == 1 && report.entries.count == 3)
        let html = report.html()
        #expect(html.contains("3 changed · 1 unchanged"))
        for mode in ["2-up", "slide", "blend", "toggle", "diff"] { #expect(html.contains("data-mode=\"\(mode)\"")) }
        #expect(html.contains("missing from the actual renders") && html.contains("new: no golden"))
        #expect(html.contains("data:image/png;base64,"))
        try fm.removeItem(atPath: base)
    }
}
