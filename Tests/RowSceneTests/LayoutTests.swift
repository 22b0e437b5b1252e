import Testing
import RowTestSupport
import RowText
import RowRaster
@testable import RowScene

/// Frames for given proposals, against rectangles computed by hand from SwiftUI's rules
/// (the arithmetic is in each test's comments). Frames are in points, snapped to 1/3 pt.
@MainActor @Suite struct LayoutTests {
    let renderer = TestSupport.renderer

    func frames<V: View>(_ view: V, width: Double? = nil, height: Double? = nil) throws -> [String: Rect] {
        try renderer.layout(view, width: width, height: height).frames
    }

    /// A stack placed at the size it chose for a wider proposal keeps the shares it was
    /// measured with: the VStack offers 358 pt, the HStack takes its 130 pt ideal, and drawing
    /// it at 130 pt must not re-share 130 pt (which truncated "$42" to "$…").
    @Test func aStackDrawsTheSharesItWasMeasuredWith() throws {
        var env = EnvironmentValues()
        env.displayScale = 2
        let view = VStack(alignment: .leading) {
            HStack { Text("$42").font(.largeTitle); Text("per month").font(.caption) }
        }
        let list = try renderer.displayList(view, width: 358, environment: env)
        let texts = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(texts == ["$42", "per month"])
    }

    /// `HStack(alignment: .firstTextBaseline)`: 34 pt and 13 pt text sit on one baseline, and a
    /// view without text stands on it with its bottom; the stack is as tall as the most ink
    /// above the baseline plus the most below. `.lastTextBaseline` lines up wrapped text's
    /// last lines.
    /// With the default spacing a spacer sits flush against its neighbours (its spacing is
    /// zero; its minimum length is the gap); an explicit spacing applies beside it too.
    @Test func spacersTakeNoDefaultSpacing() throws {
        func blueX(_ spacing: CGFloat?) throws -> Double {
            let row = HStack(spacing: spacing) {
                Color.red.frame(width: 40, height: 10)
                Spacer(minLength: 0)
                Color.blue.frame(width: 40, height: 10).layoutTag("b")
            }.frame(width: 80)
            return try #require(try renderer.layout(row, environment: EnvironmentValues()).frames["b"]).x
        }
        #expect(try blueX(nil) == 40)
        #expect(try blueX(4) == 44)   // 88 pt of views and spacing, centred in 80
    }

    /// A centered VStack of `HStack { Text; Spacer(); Text }` rows, asked for its size with no
    /// limit, is unbounded (its rows are): beside a fixed icon in an HStack it takes all the
    /// width left, 375 − 32 − 16 = 327 pt. (Its centre guide was ∞ − ∞ there, so the stack
    /// ranked it least flexible and gave it half.) A ZStack of such rows is unbounded too.
    @Test func unboundedChildrenMakeUnboundedStacks() throws {
        let pair = HStack { Text("Bitcoin"); Spacer(); Text("$44") }
        let rows = VStack(alignment: .leading, spacing: 8) { VStack(spacing: 4) { pair.layoutTag("pair"); pair } }
        let f = try frames(HStack(spacing: 16) { Color.red.frame(width: 32, height: 32); rows }, width: 375)
        #expect(f["pair"] == Rect(x: 48, y: 0, width: 327, height: f["pair"]?.height ?? 0))
        let z = try frames(HStack(spacing: 16) { Color.red.frame(width: 32, height: 32); ZStack { pair.layoutTag("pair") } }, width: 375)
        #expect(z["pair"]?.width == 327)
    }

    /// A modifier of nothing is nothing: an empty leading slot with padding takes no space and
    /// no spacing (a row's `leading` of `EmptyView` padded 16 pt drew its title 16 pt late).
    @Test func modifiersOfNothingAreNothing() throws {
        let f = try frames(HStack(spacing: 0) {
            EmptyView().padding(.trailing, 16)
            Color.red.frame(width: 10, height: 10).layoutTag("a")
        })
        #expect(f["a"]?.minX == 0)
        let g = try frames(VStack {
            Color.red.frame(width: 10, height: 10).layoutTag("a")
            EmptyView().frame(width: 50, height: 50).background(Color.blue)
            Color.blue.frame(width: 10, height: 10).layoutTag("b")
        })
        #expect(g["b"]?.minY == 18)
    }

    struct NothingToShow: View { let text: String?; var body: some View { text.map { Text($0) } } }

    /// An empty view — a nil optional, `EmptyView`, a body that is one — is not in a stack's
    /// list: it takes no spacing (views either side are one spacing apart). An empty image
    /// name draws nothing, resizable or not, and is not reported missing.
    @Test func emptyViewsTakeNoSpacing() throws {
        let stack = VStack {
            Color.red.frame(width: 10, height: 10).layoutTag("a")
            NothingToShow(text: nil)
            EmptyView()
            Color.blue.frame(width: 10, height: 10).layoutTag("b")
        }
        let layout = try renderer.layout(stack, environment: EnvironmentValues())
        let a = try #require(layout.frames["a"]), b = try #require(layout.frames["b"])
        #expect(b.y - (a.y + a.height) == 8)
        let image = try renderer.layout(Image("").resizable().frame(width: 20, height: 20).background(Color.clear), environment: EnvironmentValues())
        #expect(image.warnings.isEmpty)
        #expect(!image.displayList.ops.contains { if case let .fill(_, paint, _, _) = $0 { return !paint.isInvisible }; return false })
        // Not resizable, it is still a view of no size: the frame and background around it draw
        // (an avatar's gray circle), and it takes its place and spacing in a stack.
        let avatar = HStack(spacing: 8) {
            Image("").frame(width: 32, height: 32).background(Color.gray).clipShape(Circle()).layoutTag("avatar")
            Text("Title").layoutTag("title")
        }
        let placed = try renderer.layout(avatar, environment: EnvironmentValues())
        #expect(try #require(placed.frames["avatar"]).width == 32)
        #expect(try #require(placed.frames["title"]).x == 40)
        #expect(placed.warnings.isEmpty)
    }

    /// A symbol image in a baseline-aligned stack stands as iOS's do: its middle about half
    /// the cap height (0.36 of its point size) above the text baseline, so a circle symbol
    /// dips below the baseline — where the same symbol stands inline in a `Text` — whatever
    /// the sizes.
    @Test func symbolsStandOnTheTextBaselineAsIOSDoes() throws {
        let env = EnvironmentValues()
        for (symbolSize, textSize) in [(17.0, 17.0), (13.0, 28.0), (34.0, 15.0)] {
            let row = HStack(alignment: .firstTextBaseline, spacing: 6) {
                Image(systemName: "checkmark.circle.fill").font(.system(size: symbolSize))
                Text("Paid").font(.system(size: textSize))
            }
            let runs = try renderer.layout(row, environment: env).displayList.ops.compactMap { op -> RowRaster.GlyphRun? in
                if case let .glyphs(run, _, _) = op { return run }; return nil
            }
            try #require(runs.count == 2)
            let s = env.displayScale
            let baseline = runs[1].positions[0].y / s
            let ink = try #require(runs[0].glyphs[0].bounds)
            let middle = (runs[0].positions[0].y + (ink.y + ink.height / 2) * runs[0].size) / s
            let bottom = (runs[0].positions[0].y + (ink.y + ink.height) * runs[0].size) / s
            #expect(abs(baseline - middle - 0.36 * symbolSize) < 0.5, "\(symbolSize) with \(textSize): middle \(middle), baseline \(baseline)")
            #expect(bottom > baseline, "a circle symbol dips below the baseline")
        }
    }

    @Test func textBaselineAlignment() throws {
        let env = EnvironmentValues()
        let row = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("Big").font(.system(size: 34))
            Text("small").font(.system(size: 13))
            Color.red.frame(width: 10, height: 10).layoutTag("square")
        }
        let layout = try renderer.layout(row, environment: env)
        let baselines = layout.displayList.ops.compactMap { op -> Double? in
            if case let .glyphs(run, _, _) = op { return run.positions[0].y / env.displayScale }; return nil
        }
        #expect(baselines.count == 2)
        #expect(abs(baselines[0] - baselines[1]) < 0.34)
        let square = try #require(layout.frames["square"])
        #expect(abs(square.y + square.height - baselines[0]) < 0.34)
        // Centered instead, the small text's baseline is lower than the big text's.
        let centered = try renderer.layout(HStack(spacing: 4) { Text("Big").font(.system(size: 34)); Text("small").font(.system(size: 13)) }, environment: env)
        let c = centered.displayList.ops.compactMap { op -> Double? in
            if case let .glyphs(run, _, _) = op { return run.positions[0].y / env.displayScale }; return nil
        }
        #expect(c[1] < c[0] - 3)

        let last = try renderer.layout(HStack(alignment: .lastTextBaseline) {
            Text("one two three four").font(.system(size: 17)).frame(width: 60)
            Text("end").font(.system(size: 12))
        }, width: 200, environment: env)
        let lines = last.displayList.ops.compactMap { op -> (String, Double)? in
            if case let .glyphs(run, _, _) = op { return (run.text ?? "", run.positions[0].y / env.displayScale) }; return nil
        }
        let endLine = try #require(lines.first { $0.0 == "end" })
        let lowest = lines.filter { $0.0 != "end" }.map(\.1).max() ?? 0
        #expect(lines.count >= 3)
        #expect(abs(endLine.1 - lowest) < 0.34)
    }

    /// Fixed children are sized first; the spacer absorbs the rest: 200 − 50 − 30 = 120.
    @Test func hstackWithSpacer() throws {
        let f = try frames(HStack(spacing: 0) {
            Color.red.frame(width: 50).layoutTag("a")
            Spacer()
            Color.blue.frame(width: 30).layoutTag("b")
        }.frame(height: 20), width: 200)
        #expect(f["a"] == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(f["b"] == Rect(x: 170, y: 0, width: 30, height: 20))
    }

    /// Views that can grow without limit take all that the others leave but the spacers'
    /// minimums, as an iOS reference shows (oracle o408: two cards around a Spacer each take
    /// half the row but 4 pt); a text beside a spacer takes all it needs first.
    @Test func unboundedViewsLeaveSpacersTheirMinimum() throws {
        let f = try frames(HStack(spacing: 0) {
            Text("Title").layoutTag("t")
            Spacer(minLength: 24)
            Color.blue.frame(maxWidth: .infinity).layoutTag("bar")
        }.frame(height: 20), width: 300)
        let title = try #require(f["t"]), bar = try #require(f["bar"])
        #expect(abs(bar.width - (300 - title.width - 24)) < 0.01 && bar.maxX == 300, "\(title) \(bar)")
        let cards = try frames(HStack(spacing: 0) {
            Color.red.frame(maxWidth: .infinity).layoutTag("a"); Spacer(minLength: 8); Color.red.frame(maxWidth: .infinity).layoutTag("b")
        }.frame(height: 20), width: 308)
        #expect(cards["a"]?.width == 150 && cards["b"]?.width == 150 && cards["b"]?.x == 158)
        // A chat row: its text column holds a spacer of its own, so it reaches the trailing edge.
        let row = try frames(HStack(spacing: 0) {
            Color.gray.frame(width: 40, height: 40)
            VStack { HStack { Text("Name"); Spacer(); Text("now").layoutTag("time") } }.layoutTag("column")
            Spacer()
        }, width: 300)
        #expect(row["column"]?.maxX == 292 && row["time"]?.maxX == 292)
        let text = try frames(HStack(spacing: 0) { Text("A title of some length").layoutTag("t"); Spacer() }, width: 300)
        #expect(try #require(text["t"]).width > 150)
    }

    /// A GeometryReader stacks several views at its top-leading corner: a progress bar's track
    /// and fill, each framed to a width, start at the same left edge.
    @Test func aGeometryReaderStacksItsViewsTopLeading() throws {
        let f = try frames(GeometryReader { proxy in
            Color.gray.frame(width: proxy.size.width, height: 2).layoutTag("track")
            Color.blue.frame(width: proxy.size.width * 0.25, height: 2).layoutTag("fill")
        }.frame(width: 200, height: 10), width: 200)
        #expect(f["track"] == Rect(x: 0, y: 0, width: 200, height: 2))
        #expect(f["fill"] == Rect(x: 0, y: 0, width: 50, height: 2))
    }

    /// A ZStack places each child with its own size as the proposal, as SwiftUI's does: a shape
    /// under a card's content fills the card though the row left the height open, and fills it
    /// where another child made the stack larger than its proposal.
    @Test func aZStackOffersItsChildrenItsSize() throws {
        let card = ZStack {
            RoundedRectangle(cornerRadius: 4).stroke(Color.gray).layoutTag("shape")
            VStack { Text("Title"); Text("Subtitle") }.padding(12).layoutTag("content")
        }
        let f = try frames(ScrollView { card }, width: 300)
        let shape = try #require(f["shape"]), content = try #require(f["content"])
        #expect(shape.height == content.height && shape.height > 40, "\(shape) \(content)")
        #expect(shape.width == 300)
        // Its size, not the proposal it was given: a child wider than the stack's frame makes the
        // stack wider, and a greedy sibling (a track measured by a GeometryReader) fills that width,
        // as iOS draws a toggle whose buttons overflow its 120 pt frame.
        let toggle = ZStack {
            GeometryReader { _ in Color.gray }.layoutTag("track")
            HStack(spacing: 20) { Color.red.frame(width: 60); Color.blue.frame(width: 60) }
        }
        .frame(width: 120, height: 60)
        let t = try frames(toggle, width: 200, height: 60)
        #expect(try #require(t["track"]).width == 140, "\(t)")
    }

    /// A divider in an HStack is vertical and as tall as the stack, under its modifiers too (an
    /// accent bar made of a framed divider beside a quote).
    @Test func aFramedDividerInAnHStackIsVertical() throws {
        let f = try frames(ScrollView {
            HStack {
                Divider().frame(width: 4).overlay(Color.orange).layoutTag("bar")
                VStack(alignment: .leading) { Text("A quote"); Text("on two lines") }.layoutTag("quote")
            }
        }, width: 300)
        let bar = try #require(f["bar"]), quote = try #require(f["quote"])
        #expect(bar.width == 4 && bar.height == quote.height, "\(bar) \(quote)")
    }

    /// Default spacing 8: 200 − 8 = 192; the fixed 40 pt square first, the flexible color
    /// gets 152; the stack is 40 tall and centers the 10 pt color at y = 15.
    @Test func defaultSpacingAndCenterAlignment() throws {
        let f = try frames(HStack {
            Color.red.frame(width: 40, height: 40).layoutTag("square")
            Color.blue.frame(height: 10).layoutTag("bar")
        }, width: 200)
        #expect(f["square"] == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(f["bar"] == Rect(x: 48, y: 15, width: 152, height: 10))
    }

    /// VStack (leading, spacing 4) offered 300×100: the fixed 100×20 first; the HStack gets
    /// 100 − 4 − 20 = 76 tall, 300 wide: its 30 pt square (centered: y = 24 + 23) and a color
    /// of 300 − 10 − 30 = 260.
    @Test func nestedStacksWithFixedAndFlexibleChildren() throws {
        let f = try frames(VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 100, height: 20).layoutTag("top")
            HStack(spacing: 10) {
                Color.green.frame(width: 30, height: 30).layoutTag("square")
                Color.blue.layoutTag("fill")
            }
        }, width: 300, height: 100)
        #expect(f["top"] == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(f["square"] == Rect(x: 0, y: 47, width: 30, height: 30))
        #expect(f["fill"] == Rect(x: 40, y: 24, width: 260, height: 76))
    }

    /// padding(10) around a 100×50 frame aligning a 20 pt dot bottom-trailing: (10 + 80, 10 + 30).
    @Test func paddingAndFrameAlignment() throws {
        let view = Color.red.frame(width: 20, height: 20).layoutTag("dot")
            .frame(width: 100, height: 50, alignment: .bottomTrailing).padding(10)
        let layout = try renderer.layout(view)
        #expect(layout.size == Size(width: 120, height: 70))
        #expect(layout.frames["dot"] == Rect(x: 90, y: 40, width: 20, height: 20))
        let h = try frames(Color.red.frame(height: 10).layoutTag("c").padding(.horizontal, 16), width: 100)
        #expect(h["c"] == Rect(x: 16, y: 0, width: 68, height: 10))
    }

    /// maxWidth: .infinity takes the whole proposal (200) and aligns the 30 pt child in it.
    @Test func flexibleFrames() throws {
        let leading = try frames(Color.red.frame(width: 30, height: 10).layoutTag("c").frame(maxWidth: .infinity, alignment: .leading).layoutTag("f"), width: 200)
        #expect(leading["f"] == Rect(x: 0, y: 0, width: 200, height: 10))
        #expect(leading["c"] == Rect(x: 0, y: 0, width: 30, height: 10))
        let trailing = try frames(Color.red.frame(width: 30, height: 10).layoutTag("c").frame(maxWidth: .infinity, alignment: .trailing), width: 200)
        #expect(trailing["c"] == Rect(x: 170, y: 0, width: 30, height: 10))
        // minWidth pushes a small child's frame up to 80 when offered less.
        let min = try renderer.layout(Color.red.frame(width: 30, height: 10).frame(minWidth: 80), width: 50)
        #expect(min.size.width == 80)
        // maxWidth caps the proposal the child sees: a color offered 200 gets 120.
        let capped = try frames(Color.red.frame(maxWidth: 120).layoutTag("c").frame(height: 5), width: 200)
        #expect(capped["c"]?.width == 120)
    }

    /// The fixed 50 pt color is sized first (share 75 → 50); the text gets the remaining 100
    /// and, limited to one line, truncates to the widest "…" line that fits in 100.
    @Test func truncatingTextInAnHStack() throws {
        let text = "A long merchant name that will not fit"
        let f = try frames(HStack(spacing: 0) {
            Text(text).lineLimit(1).layoutTag("t")
            Color.red.frame(width: 50, height: 10).layoutTag("c")
        }, width: 150)
        let expected = try TestSupport.fonts.layout([TextSpan(text, SpanStyle(font: .system(.body)))], ParagraphStyle(maxLines: 1), width: 100)
        #expect(expected.isTruncated)
        let t = try #require(f["t"])
        #expect(abs(t.width - expected.width) <= 1.0 / 3)
        #expect(abs(t.height - 17 * 1.19336) <= 1.0 / 3)
        #expect(abs(f["c"]!.x - t.maxX) <= 1.0 / 3)
    }

    /// Without a line limit the same text wraps: the stack grows to its lines' height.
    @Test func wrappingTextInAnHStack() throws {
        let text = "A long merchant name that will not fit"
        let f = try frames(HStack(spacing: 0) {
            Text(text).layoutTag("t")
            Color.red.frame(width: 50, height: 10).layoutTag("c")
        }, width: 150)
        let expected = try TestSupport.fonts.layout([TextSpan(text, SpanStyle(font: .system(.body)))], width: 100)
        #expect(expected.lines.count >= 3 && !expected.isTruncated)
        let t = try #require(f["t"])
        #expect(abs(t.height - expected.height) <= 1.0 / 3)
        #expect(abs(t.width - expected.width) <= 1.0 / 3)
    }

    /// Frames snap to the pixel grid: at 3x, 10 / 3 pt wide children land on 1/3 pt.
    @Test func framesSnapToPixels() throws {
        let f = try frames(HStack(spacing: 0) {
            Color.red.layoutTag("a"); Color.green.layoutTag("b"); Color.blue.layoutTag("c")
        }.frame(height: 1), width: 10)
        for name in ["a", "b", "c"] {
            let r = try #require(f[name])
            for v in [r.x, r.width] { #expect(abs(v * 3 - (v * 3).rounded()) < 1e-9) }
        }
        #expect(f["c"]!.maxX == 10)
    }

    @Test func badSizesAreClearErrors() throws {
        #expect(throws: SceneError.self) { try renderer.layout(Color.red.frame(width: -3, height: 2)) }
        #expect(throws: SceneError.self) { try renderer.layout(Color.red.padding(.nan)) }
        #expect(throws: SceneError.self) { try renderer.layout(Color.red.frame(width: 5, height: 5).scaleEffect(.infinity)) }
        var env = EnvironmentValues()
        env.displayScale = 0
        #expect(throws: SceneError.self) { try renderer.layout(Color.red.frame(width: 5, height: 5), environment: env) }
        do {
            _ = try renderer.layout(Color.red.padding(-4))
        } catch let e as SceneError {
            #expect(e.message.contains("padding") && e.message.contains("-4"))
        }
        #expect(throws: SceneError.self) { try renderer.layout(Color.red.frame(maxWidth: -1)) }
        #expect(throws: SceneError.self) { try renderer.layout(Color.red, width: .infinity, height: 10) }   // no finite size
    }
}
