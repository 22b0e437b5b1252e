import Testing
import RowTestSupport
@testable import RowScene

/// SwiftUI's default spacing depends on the neighbours (`ViewSpacing`): figures worked out by
/// hand from SF Pro's metrics (ascender 1950, descender 494, cap height 1443 of 2048 units) at
/// 17 pt and 3×: line height 20.287, a tenth of it rounded up to a pixel 7/3, descent 4.101,
/// cap height 11.978.
@MainActor @Suite struct SpacingTests {
    let renderer = TestSupport.renderer
    static let descent = 17 * 494.0 / 2048, boundary = 7.0 / 3
    static let lineHeight = 17 * 2444.0 / 2048, capHeight = 17 * 1443.0 / 2048

    /// The gap between the views tagged "a" and "b" of a VStack (or HStack) with default spacing.
    func gap<A: View, B: View>(_ a: A, _ b: B, horizontal: Bool = false) throws -> Double {
        var env = EnvironmentValues()
        env.displayScale = 3
        let f = horizontal
            ? try renderer.layout(HStack { a.layoutTag("a"); b.layoutTag("b") }, environment: env).frames
            : try renderer.layout(VStack { a.layoutTag("a"); b.layoutTag("b") }, environment: env).frames
        let ra = try #require(f["a"]), rb = try #require(f["b"])
        return horizontal ? rb.x - (ra.x + ra.width) : rb.y - (ra.y + ra.height)
    }

    /// Within the 1/3 pt frames are snapped to.
    func expectNear(_ value: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(value - expected) <= 1.0 / 3 + 1e-9, "\(value) vs \(expected)", sourceLocation: sourceLocation)
    }

    @Test func textUnderTextSitsFlush() throws {
        expectNear(try gap(Text("Title").font(.headline), Text("Subtitle").font(.subheadline)), 0)
        expectNear(try gap(Text("One"), Text("Two")), 0)
    }

    @Test func viewsAndTextAskForTheFontsDistances() throws {
        let square = Color.red.frame(width: 20, height: 20)
        // Above text: its descent plus the rounded tenth.
        expectNear(try gap(square, Text("Body")), Self.descent + Self.boundary)
        // Below text: line height plus the tenth, less the cap height.
        expectNear(try gap(Text("Body"), square), Self.lineHeight + Self.boundary - Self.capHeight)
        // Two plain views: 8.
        expectNear(try gap(square, Color.blue.frame(width: 20, height: 20)), 8)
        // Side by side everything is 8.
        expectNear(try gap(Text("A"), Text("B"), horizontal: true), 8)
        expectNear(try gap(square, Text("B"), horizontal: true), 8)
    }

    /// A spacer asks for no spacing: a row of text and a spacer under a title sits flush, as the
    /// text alone does; a framed spacer meets its neighbours with no distance.
    @Test func spacersAskForNoSpacing() throws {
        expectNear(try gap(Text("Title").font(.title), HStack { Text("Subtitle"); Spacer() }), 0)
        expectNear(try gap(Text("Title"), HStack { Spacer(); Text("Trailing") }), 0)
        expectNear(try gap(Text("A"), Spacer().frame(width: 20), horizontal: true), 0)
        expectNear(try gap(Spacer().frame(width: 20), Text("B"), horizontal: true), 0)
        // A stack of spacers alone asks for nothing either.
        expectNear(try gap(Text("Title"), VStack { Spacer().frame(height: 4) }), 0)
        // A padded edge asks nothing of its own, but meets a neighbour at its default (8 pt
        // beside an icon tile), unlike a spacer's.
        expectNear(try gap(Color.red.frame(width: 20, height: 20), Text("Name").padding(.leading, 4), horizontal: true), 8)
        expectNear(try gap(Text("Name").padding(.trailing, 4), Color.red.frame(width: 20, height: 20), horizontal: true), 8)
        // A row that fits or its stacked fallback (`ViewThatFits`) meets text above as text.
        expectNear(try gap(Text("Title"), ViewThatFits { HStack { Text("HD"); Spacer(); Text("2024") }; VStack { Text("HD"); Text("2024") } }), 0)
    }

    /// A symbol image lays out as text for spacing: under a title it sits at the text-to-text
    /// distance (flush), as a row of a symbol and text does; resizable, it is a plain view.
    @Test func symbolImagesSpaceAsText() throws {
        expectNear(try gap(Text("Title"), Image(systemName: "star.fill")), 0)
        expectNear(try gap(Image(systemName: "star.fill"), Text("Caption")), 0)
        expectNear(try gap(Text("Title"), HStack { Image(systemName: "exclamationmark.triangle.fill"); Text("Late") }), 0)
        expectNear(try gap(Text("Title"), Image(systemName: "star.fill").resizable().frame(width: 20, height: 20)),
                   Self.lineHeight + Self.boundary - Self.capHeight)
    }

    /// A fixed length resets the edges across it to a plain view's: a symbol framed to a height
    /// (an icon row in a card) stands under a title at a view's distance, as in an iOS reference
    /// (oracle val7's BusTrip cards); a fixed width leaves the top and bottom as they were, and a
    /// framed spacer stays a spacer.
    @Test func aFixedLengthResetsTheEdgesAcrossIt() throws {
        expectNear(try gap(Text("Title"), HStack { Image(systemName: "calendar.circle").frame(height: 20); Text("18/12/24") }),
                   Self.lineHeight + Self.boundary - Self.capHeight)
        expectNear(try gap(Text("Title"), Text("Subtitle").frame(width: 200)), 0)
        expectNear(try gap(Text("A"), Spacer().frame(width: 20), horizontal: true), 0)
    }

    @Test func containersPassOnTheirEdgesAndPaddingResetsThem() throws {
        // A stack's top is its first child's: text under text in a nested stack is still flush.
        expectNear(try gap(Text("Title"), VStack { Text("A"); Text("B") }), 0)
        // A frame, a background, a modifier pass the content's preferences on.
        expectNear(try gap(Text("Title"), Text("Sub").frame(maxWidth: .infinity).background(Color.yellow).opacity(0.5)), 0)
        // Padding makes plain edges: two padded views meet at 8, text meets a padded view at
        // its own distance.
        expectNear(try gap(Text("A").padding(), Text("B").padding()), 8)
        expectNear(try gap(Text("A"), Text("B").padding(4)), Self.lineHeight + Self.boundary - Self.capHeight)
        // An icon beside text under a title: the icon's top meets text at the title's distance.
        expectNear(try gap(Text("Title"), HStack { Color.red.frame(width: 10, height: 10); Text("B") }),
                   Self.lineHeight + Self.boundary - Self.capHeight)
    }

    @Test func explicitSpacingAndSpacersWin() throws {
        var env = EnvironmentValues()
        env.displayScale = 3
        let f = try renderer.layout(VStack(spacing: 5) { Text("A").layoutTag("a"); Text("B").layoutTag("b") }, environment: env).frames
        let a = try #require(f["a"]), b = try #require(f["b"])
        expectNear(b.y - (a.y + a.height), 5)
    }
}
