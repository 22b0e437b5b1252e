import Testing
import Foundation
import RowTestSupport
import RowRaster
import RowPNG
import RowScene
import Charts

/// Swift Charts' marks drawn for real: on shared scales, with the default axes unless hidden.
@MainActor @Suite struct ChartsTests {
    struct Sale: Identifiable { let id: Int; let month: String; let amount: Double }
    static let sales = [Sale(id: 1, month: "Jan", amount: 12), Sale(id: 2, month: "Feb", amount: 30), Sale(id: 3, month: "Mar", amount: 21)]

    struct Sparkline: View {
        let values: [Double]
        var body: some View {
            Chart {
                ForEach(Array(values.enumerated()), id: \.offset) { i, v in
                    LineMark(x: .value("Day", i), y: .value("Steps", v)).interpolationMethod(.catmullRom)
                }
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartYScale(domain: .automatic(includesZero: false))
            .frame(width: 80, height: 30)
        }
    }

    /// A sparkline without axes spans its frame: its lowest value at the bottom, its highest
    /// at the top (zero left out of the scale, which ends on nice values: 4…12 in steps of 2).
    @Test func aSparklineSpansItsFrame() throws {
        var env = EnvironmentValues(); env.displayScale = 1
        let list = try TestSupport.renderer.displayList(Sparkline(values: [4, 9, 7, 12]), environment: env)
        let strokes = list.ops.filter { if case .fill = $0 { return true }; return false }
        #expect(strokes.count == 1)   // one line, no grid lines or labels
        guard case let .fill(shape, _, _, _) = strokes.first else { return }
        var xs: [Double] = [], ys: [Double] = []
        for e in try shape.path().elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case let .quad(c, p): xs += [c.x, p.x]; ys += [c.y, p.y]
            case let .cubic(c1, c2, p): xs += [c1.x, c2.x, p.x]; ys += [c1.y, c2.y, p.y]
            default: break
            }
        }
        // The stroke (2 pt wide) reaches a point past the frame's top and bottom, not more.
        #expect(ys.min()! < 1 && ys.min()! > -2 && ys.max()! > 29 && ys.max()! < 32 && xs.min()! < 1 && xs.max()! > 79)
    }

    /// A chart's own axis marks: grid lines at the values they give and nothing else — no
    /// labels, so the plot spans the frame; the bottom axis's lines dashed — and an axis whose
    /// content lists no marks draws nothing. The scale given still draws with no data.
    @Test func customAxisMarksDrawOnlyWhatTheyList() throws {
        func chart(_ values: [Double], grid: Bool) -> some View {
            Chart(Array(values.enumerated()), id: \.offset) { i, v in
                LineMark(x: .value("Slice", Double(i)), y: .value("Count", v))
            }
            .chartXAxis { if grid { AxisMarks(values: [0.0, 1, 2, 3]) { _ in AxisGridLine() } } }
            .chartYAxis { if grid { AxisMarks(values: [0.0, 10]) { _ in AxisGridLine() } } }
            .chartXScale(domain: 0...3).chartYScale(domain: 0...10)
            .frame(width: 120, height: 60)
        }
        var env = EnvironmentValues(); env.displayScale = 1
        func fills(_ view: some View) throws -> [DisplayOp] {
            try TestSupport.renderer.displayList(view, environment: env).ops.filter { if case .fill = $0 { return true }; return false }
        }
        func texts(_ view: some View) throws -> Int {
            try TestSupport.renderer.displayList(view, environment: env).ops.filter { if case .glyphs = $0 { return true }; return false }.count
        }
        // Grid lines only: the line and two grid paths (y solid, x dashed), no labels.
        #expect(try fills(chart([2, 8, 5, 9], grid: true)).count == 3)
        #expect(try texts(chart([2, 8, 5, 9], grid: true)) == 0)
        // No marks listed: the line alone, spanning the frame.
        #expect(try fills(chart([2, 8, 5, 9], grid: false)).count == 1)
        // No data: the grid lines of the scale given.
        #expect(try fills(chart([], grid: true)).count == 2)
        // The default axes label both.
        let plain = Chart { ForEach(0..<4, id: \.self) { i in LineMark(x: .value("Day", i), y: .value("Steps", i)) } }.frame(width: 120, height: 60)
        #expect(try texts(plain) > 0)
        // Marks inside an `if` without an `else` are the chart's marks too.
        let shown = true
        let conditional = Chart { if shown { LineMark(x: .value("Day", 0), y: .value("Steps", 1)); LineMark(x: .value("Day", 1), y: .value("Steps", 2)) } }
            .chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 120, height: 60)
        #expect(try fills(conditional).count == 1)
    }

    /// Bars that share a category stack, as Swift Charts stacks them: a quantity along x with
    /// one category on y is one bar split in order across the whole plot (an oracle reference,
    /// o526, a status bar of four counts), and bars on one x category pile up.
    @Test func barsInOneCategoryStack() throws {
        let counts: [(String, Double, Color)] = [("a", 60, .green), ("b", 30, .blue), ("c", 10, .red)]
        let horizontal = Chart(counts, id: \.0) { c in
            BarMark(x: .value("Count", c.1), y: .value("Row", "status")).foregroundStyle(c.2)
        }.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 200, height: 20)
        var env = EnvironmentValues(); env.displayScale = 1
        func rects(_ view: some View) throws -> [Rect] {
            try TestSupport.renderer.displayList(view, environment: env).ops.compactMap { op -> Rect? in
                guard case let .fill(shape, _, _, _) = op else { return nil }
                var xs: [Double] = [], ys: [Double] = []
                for e in try shape.path().elements {
                    switch e {
                    case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
                    case let .quad(_, p): xs.append(p.x); ys.append(p.y)
                    case let .cubic(_, _, p): xs.append(p.x); ys.append(p.y)
                    default: break
                    }
                }
                return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            }
        }
        let bars = try rects(horizontal)
        #expect(bars.count == 3)
        #expect(abs(bars[0].x) < 1e-9 && abs(bars[0].width - 120) < 1e-9)
        #expect(abs(bars[1].x - 120) < 1e-9 && abs(bars[1].width - 60) < 1e-9)
        #expect(abs(bars[2].x - 180) < 1e-9 && abs(bars[2].x + bars[2].width - 200) < 1e-9)
        #expect(abs(bars[0].height - 12) < 1e-9 && abs(bars[0].y - 4) < 1e-9)
        // Two bars on one month: the second starts where the first ends.
        let vertical = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 20))
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...30).frame(width: 100, height: 90)
        let piled = try rects(vertical)
        #expect(piled.count == 2 && abs(piled[0].y - 60) < 1e-9 && abs(piled[0].height - 30) < 1e-9)
        #expect(abs(piled[1].y) < 1e-9 && abs(piled[1].height - 60) < 1e-9)
    }

    struct Bars: View {
        var body: some View {
            Chart(ChartsTests.sales) { s in
                BarMark(x: .value("Month", s.month), y: .value("Sales", s.amount)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
            }
            .frame(width: 240, height: 120)
        }
    }

    /// Bars stand on zero in their category's band, their heights on a nice scale (0…30 in
    /// steps of 10); the axes label categories under the plot and values on the trailing side.
    @Test func barsStandOnZeroWithLabelledAxes() throws {
        var env = EnvironmentValues(); env.displayScale = 1
        let list = try TestSupport.renderer.displayList(Bars(), environment: env)
        let texts = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        for label in ["Jan", "Feb", "Mar", "0", "10", "20", "30"] { #expect(texts.contains(label), "\(label) in \(texts)") }
        let canvas = try TestSupport.renderer.render(Bars(), environment: env)
        // Feb (30, the top of the scale) is red from the plot's top to its baseline; Jan (12) is not red near the top.
        var febRed = 0, janRedHigh = 0
        for y in 0..<120 {
            let feb = canvas[Int(canvas.width / 2) - 10, y]
            if feb.r > 200 && feb.g < 60 { febRed += 1 }
        }
        let janX = 30
        for y in 0..<40 where canvas[janX, y].r > 200 && canvas[janX, y].g < 60 { janRedHigh += 1 }
        #expect(febRed > 80 && janRedHigh == 0, "feb \(febRed), jan high \(janRedHigh)")
        if let out = ProcessInfo.processInfo.environment["ROWFRAME_LOOK"] {
            try PNG.write(try TestSupport.renderer.render(Bars()), to: out + "/chart-bars.png")
            try PNG.write(try TestSupport.renderer.render(Sparkline(values: [5, 9, 7, 12, 10, 14, 11])), to: out + "/chart-sparkline.png")
            try PNG.write(try TestSupport.renderer.render(Chart {
                ForEach(ChartsTests.sales) { s in
                    LineMark(x: .value("Month", s.month), y: .value("Sales", s.amount)).foregroundStyle(by: .value("Shop", "North"))
                    LineMark(x: .value("Month", s.month), y: .value("Sales", s.amount * 0.6)).foregroundStyle(by: .value("Shop", "South"))
                    PointMark(x: .value("Month", s.month), y: .value("Sales", s.amount))
                }
                RuleMark(y: .value("Goal", 25)).foregroundStyle(Color.gray)
            }.frame(width: 300, height: 160).padding()), to: out + "/chart-lines.png")
        }
    }
}
