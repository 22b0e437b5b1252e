import Foundation
import Testing
import RowRaster
import RowTestSupport
@testable import RowScene

/// Grid, ViewThatFits, alignment guides and blur, against frames and pixels worked out by hand.
@MainActor @Suite struct ContainerTests {
    let renderer = TestSupport.renderer

    /// Columns as wide as their widest cell, rows as tall as their tallest, 8 pt apart;
    /// a Divider spans every column; a spanning cell covers two columns and their spacing.
    @Test func gridColumnsAndRows() throws {
        let f = try renderer.layout(Grid(alignment: .topLeading) {
            GridRow {
                Color.red.frame(width: 40, height: 10).layoutTag("a")
                Color.red.frame(width: 20, height: 30).layoutTag("b")
            }
            Divider().layoutTag("divider")
            GridRow {
                Color.blue.frame(width: 10, height: 10).layoutTag("c")
                Color.blue.frame(width: 60, height: 5).layoutTag("d")
            }
            GridRow {
                Color.green.frame(height: 4).gridCellColumns(2).layoutTag("span")
            }
        }).frames
        // Column widths: max(40, 10) = 40 and max(20, 60) = 60; the grid is 40 + 8 + 60 = 108 wide.
        #expect(f["a"] == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(f["b"] == Rect(x: 48, y: 0, width: 20, height: 30))
        // Row 1 is 30 tall; the divider starts 8 below and spans 108 pt.
        let divider = try #require(f["divider"])
        #expect(divider.x == 0 && divider.y == 38 && divider.width == 108)
        let rowTwo = 38 + divider.height + 8
        #expect(f["c"] == Rect(x: 0, y: rowTwo, width: 10, height: 10))
        #expect(f["d"] == Rect(x: 48, y: rowTwo, width: 60, height: 5))
        let span = try #require(f["span"])
        #expect(span.x == 0 && abs(span.y - (rowTwo + 18)) < 1e-9 && span.width == 108 && span.height == 4)
    }

    /// Columns holding views that grow share the width a grid is offered once every column has
    /// its ideal width, as a stack's flexible children do (an oracle reference, o522, fills its
    /// card with a heatmap's cells); a cell unsized on an axis neither widens its column nor
    /// heightens its row, and fills them.
    @Test func flexibleGridColumnsShareTheSpareWidth() throws {
        let f = try renderer.layout(Grid(horizontalSpacing: 4, verticalSpacing: 4) {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).layoutTag("corner")
                Text("0–4").font(.caption2).layoutTag("head")
                Text("4–8").font(.caption2)
            }
            GridRow {
                Text("Mon").frame(width: 30, alignment: .leading).layoutTag("day")
                RoundedRectangle(cornerRadius: 6).frame(height: 32).layoutTag("a")
                RoundedRectangle(cornerRadius: 6).frame(maxWidth: 50).frame(height: 32).layoutTag("b")
            }
        }.frame(width: 300), width: 300).frames
        let day = try #require(f["day"]), a = try #require(f["a"]), b = try #require(f["b"]), corner = try #require(f["corner"])
        // The day column keeps its 30 pt; column b grows to its 50 pt limit, column a takes the rest.
        #expect(day.width == 30 && b.width == 50)
        #expect(abs(a.width - (300 - 30 - 50 - 2 * 4)) < 1e-9)
        // The corner cell fills its column and the header row, which the header text sizes.
        #expect(corner.width == 30 && abs(corner.height - f["head"]!.height) < 1e-9)
        // Offered no width, the grid keeps its columns' ideal widths.
        let ideal = try renderer.layout(Grid { GridRow { RoundedRectangle(cornerRadius: 6).frame(height: 8).layoutTag("r") } }, width: nil).frames["r"]!
        #expect(ideal.width == 10)
    }

    /// The first child whose ideal width fits; the last when none does.
    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        func chosen(_ width: Double) throws -> [String] {
            try renderer.layout(ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 200, height: 10).layoutTag("wide")
                Color.red.frame(width: 100, height: 10).layoutTag("medium")
                Color.red.frame(width: 150, height: 10).layoutTag("fallback")
            }, width: width).frames.keys.sorted()
        }
        #expect(try chosen(250) == ["wide"])
        #expect(try chosen(120) == ["medium"])
        #expect(try chosen(50) == ["fallback"])
    }

    /// `alignmentGuide` moves a view against its siblings: 5 pt lower in a top-aligned HStack,
    /// 20 pt in from a leading VStack's edge, a badge centered on its overlay's corner.
    @Test func alignmentGuidesMoveViews() throws {
        let h = try renderer.layout(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 10).layoutTag("a")
            Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[.top] - 5 }.layoutTag("b")
        }).frames
        #expect(h["a"] == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(h["b"] == Rect(x: 10, y: 5, width: 10, height: 10))

        let v = try renderer.layout(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 30, height: 10).layoutTag("a")
            Color.red.frame(width: 30, height: 10).alignmentGuide(.leading) { d in d[.leading] - 20 }.layoutTag("b")
        }).frames
        #expect(v["a"] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(v["b"] == Rect(x: 20, y: 10, width: 30, height: 10))

        let badge = try renderer.layout(Color.blue.frame(width: 40, height: 40).layoutTag("icon").overlay(alignment: .topTrailing) {
            Color.red.frame(width: 10, height: 10).layoutTag("badge")
                .alignmentGuide(.top) { d in d.height / 2 }.alignmentGuide(.trailing) { d in d.width / 2 }
        }.padding(10)).frames
        #expect(badge["icon"] == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(badge["badge"] == Rect(x: 45, y: 5, width: 10, height: 10))
    }

    /// The tag-cloud idiom of apps written before `Layout`: a top-leading ZStack whose children's
    /// leading and top guides are closures that move a running pen, relying on SwiftUI asking
    /// each child for its horizontal guide, then its vertical one, child by child. Five 40 pt
    /// tags in 130 pt wrap three to a line.
    @Test func alignmentGuideClosuresFlowTagsIntoLines() throws {
        final class Pen { var x = 0.0, y = 0.0 }
        let pen = Pen(), tags = ["a", "b", "c", "d", "e"]
        let flow = ZStack(alignment: .topLeading) {
            ForEach(tags, id: \.self) { tag in
                Color.red.frame(width: 40, height: 20).layoutTag(tag)
                    .alignmentGuide(.leading) { d in
                        if abs(pen.x - d.width) > 130 { pen.x = 0; pen.y -= d.height }
                        let result = pen.x
                        if tag == tags.last { pen.x = 0 } else { pen.x -= d.width }
                        return result
                    }
                    .alignmentGuide(.top) { _ in
                        let result = pen.y
                        if tag == tags.last { pen.y = 0 }
                        return result
                    }
            }
        }.frame(width: 130, alignment: .topLeading)
        let frames = try renderer.layout(flow).frames
        let origins = tags.map { tag in frames[tag].map { [$0.x, $0.y] } ?? [] }
        #expect(origins == [[0, 0], [40, 0], [80, 0], [0, 20], [40, 20]])
    }

    /// A list row's separator starts at its Label's title (the row's listRowSeparatorLeading
    /// guide), else at the content's 20 pt inset.
    @Test func listSeparatorsStartAtTheTitle() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let list = try renderer.displayList(List {
            Label("Account", systemImage: "person.crop.circle")
            Text("Plain row")
            Text("Last")
        }, width: 390, environment: env)
        // The separators are the 1 px tall fills; their left edges in list order.
        let starts = list.ops.compactMap { op -> Double? in
            if case let .fill(shape, _, _, _) = op, case let .rect(r) = shape.kind, abs(r.height - 1) < 1e-9 { return r.x }
            return nil
        }
        #expect(starts.count == 2)
        #expect(starts[0] > 20 + 20)          // after the icon
        #expect(starts[1] == 20 + 20)         // card inset + content inset
    }

    /// A blurred 30 pt square: its center stays solid, its edge is half covered, and the blur
    /// reaches about 3σ past the edge and no further.
    @Test func blurSpreadsAGaussian() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let view = Color.black.frame(width: 30, height: 30).blur(radius: 4).padding(20)
        let canvas = try renderer.render(view, environment: env)
        func alpha(_ x: Int, _ y: Int) -> Double { Double(canvas[x, y].a) / 255 }
        #expect(alpha(35, 35) > 0.99)                       // center
        #expect(abs(alpha(20, 35) - 0.5) < 0.06)            // on the left edge: half the Gaussian
        #expect(alpha(10, 35) > 0 && alpha(10, 35) < 0.02)  // 2.5σ out
        #expect(alpha(2, 35) == 0)                          // past 3σ
        // opaque: kept inside the frame.
        let inside = try renderer.render(Color.black.frame(width: 30, height: 30).blur(radius: 4, opaque: true).padding(20), environment: env)
        #expect(inside[15, 35].a == 0)
    }
}
