import Testing
import RowTestSupport
@testable import RowScene

extension HorizontalAlignment {
    /// Lines up a form's value column (default: a view's leading edge).
    enum ValueColumn: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] } }
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

extension VerticalAlignment {
    /// An icon's middle (default: a view's centre).
    private struct IconMiddle: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    static let iconMiddle = VerticalAlignment(IconMiddle.self)
}

/// Alignments of your own (`AlignmentID`), as SwiftUI documents them: a view without an explicit
/// value takes the ID's default; an explicit value set deep inside passes up through the
/// containers around it, so views in different stacks line up.
@MainActor @Suite struct CustomAlignmentTests {
    let renderer = TestSupport.renderer

    func frames<V: View>(_ view: V) throws -> [String: Rect] {
        try renderer.layout(view, environment: EnvironmentValues()).frames
    }

    /// The classic form: labels of different widths, the values after them lined up on one
    /// column set by `alignmentGuide` inside each row's HStack.
    @Test func valuesInDifferentRowsLineUp() throws {
        let f = try frames(VStack(alignment: .valueColumn) {
            HStack {
                Text("Name")
                Color.red.frame(width: 40, height: 10).alignmentGuide(.valueColumn) { d in d[.leading] }.layoutTag("a")
            }
            HStack {
                Text("A much longer label")
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.valueColumn) { d in d[.leading] }.layoutTag("b")
            }
        })
        let a = try #require(f["a"]), b = try #require(f["b"])
        #expect(a.x == b.x)
        #expect(a.x > 60)   // after the longer label, not at the stack's leading edge
    }

    /// Views that set nothing take the ID's default value (here their middles).
    @Test func viewsWithoutAValueTakeTheDefault() throws {
        let f = try frames(HStack(alignment: .iconMiddle) {
            Color.red.frame(width: 10, height: 40).layoutTag("tall")
            Color.blue.frame(width: 10, height: 10).layoutTag("short")
        })
        let tall = try #require(f["tall"]), short = try #require(f["short"])
        #expect(tall.y + 20 == short.y + 5)
    }

    /// A value set inside a VStack is the VStack's: the small square beside it lines up with the
    /// second view, not with the stack's middle.
    @Test func explicitValuesPassUpThroughContainers() throws {
        let f = try frames(HStack(alignment: .iconMiddle) {
            Color.red.frame(width: 10, height: 10).layoutTag("icon")
            VStack(spacing: 0) {
                Color.gray.frame(width: 30, height: 30)
                Color.blue.frame(width: 30, height: 20).alignmentGuide(.iconMiddle) { d in d[VerticalAlignment.center] }.layoutTag("line")
            }
        })
        let icon = try #require(f["icon"]), line = try #require(f["line"])
        #expect(icon.y + 5 == line.y + 10)
    }

    /// Alignments from the same type are one alignment; from different types, two.
    @Test func identityIsTheType() {
        #expect(HorizontalAlignment(HorizontalAlignment.ValueColumn.self) == .valueColumn)
        #expect(HorizontalAlignment.valueColumn != .leading)
    }
}
