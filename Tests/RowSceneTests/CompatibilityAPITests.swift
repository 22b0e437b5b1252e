import Foundation
import Testing
import SwiftUI
@testable import RowScene
import WebKit
import WidgetKit
import EventKit
import RowLogging
import RowPNG
import RowRaster
import RowTestSupport
import IOSSources
import RowFiles

/// SwiftUI and UIKit API that real rows use (found in the development half of the real-rows
/// corpus, tools/compat): each compiles and does what SwiftUI does with it in a row.
@MainActor @Suite struct CompatibilityAPITests {
    /// `position` takes the space offered and centers the content on the point.
    @Test func positionCentersTheContentOnThePoint() throws {
        let view = Color.red.frame(width: 20, height: 10).layoutTag("dot").position(x: 50, y: 30).frame(width: 100, height: 60)
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: 100, height: 60))
        #expect(layout.frames["dot"] == Rect(x: 40, y: 25, width: 20, height: 10))
    }

    /// Lengths are CGFloat where SwiftUI's are, so an app's CGFloat constants resolve as implicit
    /// members (`.cornerRadius(.standardRadius)`) and Doubles still convert; `Angle` has its
    /// compound operators; `accessibilityReduceMotion` follows the animation mode.
    @Test func swiftUISignaturesTakeAnAppsCGFloatConstants() throws {
        let view = Color.red.frame(width: 20, height: 10).layoutTag("box")
            .padding(.gap).cornerRadius(.gap, antialiased: true).offset(x: .gap).scaleEffect(.one).blur(radius: .zero)
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: nil))
        #expect(layout.frames["box"] == Rect(x: 6, y: 6, width: 20, height: 10))   // padded; offset moves the drawing, not the frame
        var angle = Angle.degrees(90)
        angle += .degrees(90)
        angle /= 2
        #expect(angle == .degrees(90) && angle / 3 == .degrees(30) && 2 * angle == .degrees(180))
        var env = EnvironmentValues()
        #expect(!env.accessibilityReduceMotion)
        env.animationMode = .reduced
        #expect(env.accessibilityReduceMotion)
    }

    /// Picker styles are SwiftUI's types and static members; a style RowFrame does not draw
    /// (wheel, inline, …) draws the menu style and says so; segmented is drawn (WholeAppAPITests).
    @Test func pickerStylesCompileAndUndrawnOnesWarn() throws {
        func warnings(_ view: some View) throws -> [String] { try TestSupport.renderer.layout(RenderRequest(view, width: 300)).warnings }
        let picker = Picker("Size", selection: .constant(1)) { Text("S").tag(1); Text("M").tag(2) }
        #expect(try warnings(picker.pickerStyle(.menu)).isEmpty)
        #expect(try warnings(picker.pickerStyle(DefaultPickerStyle())).isEmpty)
        #expect(try warnings(picker.pickerStyle(SegmentedPickerStyle())).isEmpty)
        #expect(try warnings(picker.pickerStyle(.inline)) == ["not supported: pickerStyle(.inline) (drawn as the menu style)"])
        #expect(try warnings(picker.pickerStyle(.wheel)).count == 1)
    }

    /// A compact date picker shows the date and the time in the environment's locale and time zone.
    @Test func aDatePickerShowsTheDateAndTime() throws {
        let date = Date(timeIntervalSince1970: 1_795_766_400)      // 2026-11-27 08:00 UTC
        let picker = DatePicker("Due", selection: .constant(date)).padding()
        var env = EnvironmentValues()
        env.timeZone = TimeZone(identifier: "UTC")!
        let layout = try TestSupport.renderer.layout(RenderRequest(picker, width: 390, environment: env))
        let text = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }.joined(separator: "|")
        #expect(text.contains("Due"))
        #expect(text.contains("Nov 27, 2026"))
        #expect(text.contains("8:00\u{202F}AM") || text.contains("8:00 AM"))
    }

    /// `Gradient`, the `.background` and `.selection` styles, `accentColor`, the navigation bar's
    /// title and items, `presentationMode`, `onHover` and `UIScreen` compile and draw as SwiftUI.
    @Test func olderAndSmallerAPIsCompileAndDraw() throws {
        @Environment(\.presentationMode) var presentationMode
        let gradient = LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing)
        let view = VStack {
            Rectangle().fill(gradient).frame(height: 10)
            Rectangle().fill(.background).frame(height: 10)
            Rectangle().fill(.selection).frame(height: 10)
            Text("Go").accentColor(.green)
        }
        .navigationBarTitle("Title", displayMode: .inline)
        .navigationBarItems(trailing: Button("Edit") {})
        .onHover { _ in }
        let tinted = try TestSupport.renderer.render(RenderRequest(Rectangle().fill(.tint).frame(width: 10, height: 10).accentColor(.green), width: 10))
        let green = try TestSupport.renderer.render(RenderRequest(Color.green.frame(width: 10, height: 10), width: 10))
        #expect(tinted == green)
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 200))
        #expect(UIScreen.main.bounds.width == 390 && UIScreen.main.scale == 3)
        #expect(!presentationMode.wrappedValue.isPresented)
    }
}

/// `LazyVGrid` / `LazyHGrid` with `GridItem`s: fixed, flexible and adaptive tracks as SwiftUI
/// sizes them, children filling rows in order.
@MainActor @Suite struct LazyGridTests {
    func frames(_ columns: [GridItem], count: Int, width: Double = 390) throws -> [Rect] {
        let grid = LazyVGrid(columns: columns, spacing: 10) {
            ForEach(0..<count, id: \.self) { i in Color.gray.frame(height: i == 1 ? 30 : 20).layoutTag("c\(i)") }
        }
        let layout = try TestSupport.renderer.layout(RenderRequest(grid, width: width))
        return (0..<count).map { layout.frames["c\($0)"]! }
    }

    @Test func flexibleColumnsShareTheWidth() throws {
        let f = try frames([GridItem(), GridItem(), GridItem()], count: 5)
        let w = (390.0 - 16) / 3
        #expect(abs(f[0].width - w) < 1e-9 && abs(f[1].x - (w + 8)) < 1e-9 && abs(f[2].x - 2 * (w + 8)) < 1e-9)
        // Row 2 starts below the tallest of row 1 (30 pt) and the 10 pt spacing; cells centered.
        #expect(f[3].y == 40 && f[0].y == 5 && f[3].x == 0)
    }

    @Test func adaptiveFitsAsManyAsItCan() throws {
        let f = try frames([GridItem(.adaptive(minimum: 80))], count: 6)
        // (390 + 8) / (80 + 8) → 4 columns of (390 − 24) / 4.
        // (Frames are snapped to the 3× pixel grid: within a third of a point.)
        #expect(abs(f[0].width - 91.5) < 0.34 && abs(f[3].x - 3 * 99.5) < 0.34 && f[4].x == 0 && f[4].y > f[3].y, "\(f)")
    }

    @Test func fixedColumnsKeepTheirWidthAndFlexibleOnesTakeTheRest() throws {
        let f = try frames([GridItem(.fixed(50), spacing: 4), GridItem(.flexible(maximum: 200))], count: 2)
        #expect(f[0].width == 50 && f[1].width == 200)
        // 254 pt of tracks centered in 390.
        #expect(f[0].x == (390 - 254) / 2 && f[1].x == f[0].x + 54)
    }

    @Test func aHorizontalGridFillsColumns() throws {
        let grid = LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 6) {
            ForEach(0..<3, id: \.self) { i in Color.gray.frame(width: 30).layoutTag("h\(i)") }
        }
        let layout = try TestSupport.renderer.layout(RenderRequest(grid.fixedSize(), width: 200))
        #expect(layout.frames["h1"]?.y == 28 && layout.frames["h2"]?.x == 36)
    }
}

/// `Image(uiImage:)`: a symbol, an asset or PNG data, drawn as SwiftUI's `Image` draws them.
@MainActor @Suite struct UIImageTests {
    @Test func aUIImageDrawsAsTheImageItNames() throws {
        let symbol = try TestSupport.renderer.render(RenderRequest(Image(uiImage: UIImage(systemName: "star.fill")!), width: 40))
        let direct = try TestSupport.renderer.render(RenderRequest(Image(systemName: "star.fill"), width: 40))
        #expect(symbol == direct)
        // PNG data at 2×: a 4×2 px red image is 2×1 pt.
        let canvas = try Canvas(width: 4, height: 2, fill: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        let png = try PNG.encode(canvas)
        let image = try #require(UIImage(data: Data(png), scale: 2))
        let layout = try TestSupport.renderer.layout(RenderRequest(Image(uiImage: image).layoutTag("png"), width: 40))
        #expect(layout.frames["png"]?.width == 2 && layout.frames["png"]?.height == 1)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        // The older preview and drawing modifiers compile and draw the content.
        _ = try TestSupport.renderer.layout(RenderRequest(Text("a").drawingGroup().previewLayout(.sizeThatFits).previewDisplayName("A"), width: 40))
    }
}

/// A row that formats through Foundation's current time zone, as real rows do.
private struct TimeRow: View {
    let date: Date
    var body: some View { Text(date.formatted(date: .omitted, time: .shortened)) }
}

/// Code that formats through Foundation's current time zone (`date.formatted()`) gives the
/// frame's time zone's text, whatever the machine's `TZ`.
@MainActor @Suite struct DeviceTimeZoneTests {
    @Test func foundationsCurrentTimeZoneIsTheFrames() throws {
        setenv("TZ", "Europe/Paris", 1)
        NSTimeZone.resetSystemTimeZone()
        let date = Date(timeIntervalSince1970: 1_795_766_400)      // 08:00 UTC
        func text(_ zone: String) throws -> String {
            var env = EnvironmentValues()
            env.timeZone = TimeZone(identifier: zone)!
            let list = try TestSupport.renderer.displayList(RenderRequest(TimeRow(date: date), width: 200, environment: env))
            return list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }.joined()
        }
        #expect(try text("UTC").hasPrefix("8:00"))
        #expect(try text("Asia/Tokyo").hasPrefix("5:00"))
        #expect(try text("UTC").hasPrefix("8:00"))
    }
}

/// The frameworks rows import beside SwiftUI: what rows use of them compiles and behaves.
@MainActor @Suite struct FrameworkModuleTests {
    struct Preview: UIViewRepresentable {
        let url: URL
        func makeUIView(context: Context) -> WKWebView { WKWebView() }
        func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
    }

    @Test func aWebViewIsHostedAndRecordsItsRequest() throws {
        let layout = try TestSupport.renderer.layout(RenderRequest(Preview(url: URL(string: "https://example.com")!).frame(height: 40).layoutTag("web"), width: 100))
        #expect(layout.frames["web"]?.height == 40)
        let view = WKWebView()
        view.load(URLRequest(url: URL(string: "https://example.com/x")!))
        #expect(view.url?.lastPathComponent == "x")
    }

    @Test func aWidgetsContainerBackgroundIsDrawnBehindIt() throws {
        let widget = Text("12").padding().containerBackground(for: .widget) { Color.red }
        let plain = Text("12").padding().background(Color.red)
        #expect(try TestSupport.renderer.render(RenderRequest(widget, width: 100)) == TestSupport.renderer.render(RenderRequest(plain, width: 100)))
    }

    @Test func aGeometryReaderKnowsItsGlobalFrame() throws {
        @MainActor final class Seen { var frame = CGRect.zero }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30)
            GeometryReader { proxy -> Color in
                seen.frame = proxy.frame(in: .global)
                return .clear
            }
            .frame(height: 20)
        }
        _ = try TestSupport.renderer.layout(RenderRequest(view, width: 100))
        #expect(seen.frame == CGRect(x: 0, y: 30, width: 100, height: 20))
    }
}

/// `import os.log` and the logging calls rows make compile; a frame logs nothing.
private extension OSLog {
    static let rows = OSLog(subsystem: "com.example.rows", category: "rows")
}
@MainActor @Suite struct UnifiedLoggingTests {
    private struct LoggingRow: View {
        var body: some View {
            os_log("row body", log: .rows, type: .info)
            return Text("Logged")
        }
    }
    @Test func aRowThatLogsRenders() throws {
        os_log("starting", log: .default, type: .debug)
        let layout = try TestSupport.renderer.layout(RenderRequest(LoggingRow(), width: 100))
        #expect(layout.size.height > 10)
    }
}

/// `Slider`: iOS's track and knob at the value, dragged by a touch (stepped, within bounds).
@MainActor @Suite struct SliderTests {
    @MainActor final class Model { var value = 0.25; var editing: [Bool] = [] }

    private struct Row: View {
        let model: Model
        @State private var value = 0.25
        var body: some View {
            Slider(value: $value, in: 0...1, step: 0.25) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                onEditingChanged: { model.editing.append($0) }
                .onChange(of: value) { _, v in model.value = v }
        }
    }

    @Test func aDragMovesTheValueInSteps() throws {
        let model = Model()
        // The track spans the width between the labels; dragging to its far end gives 1, and a
        // release two thirds along is stepped to 0.75.
        let drag = InteractionScript.drag(from: (100, 14), to: (389, 14), time: 0.1, duration: 0.2)
        _ = try TestSupport.renderer.layout(RenderRequest(Row(model: model), width: 390, height: 28, script: InteractionScript(touches: drag)).at(time: 1))
        #expect(model.value == 1)
        #expect(model.editing == [true, false])
        let still = try TestSupport.renderer.render(RenderRequest(Slider(value: .constant(0.5)), width: 200, height: 28))
        // The knob (white) is at the middle; the filled track (tint) is left of it, the fill right of it.
        let mid = still[300, 42], left = still[60, 42], right = still[540, 42]
        #expect(mid.r > 240 && mid.g > 240 && mid.b > 240)
        #expect(Int(left.b) > Int(left.r) + 80)
        #expect(abs(Int(right.r) - Int(right.b)) < 25)
    }
}

/// A resizable SF Symbol fills its frame with its ink, as iOS sizes a symbol image by its glyph
/// (it was the font's em box, padding included, so a 32 pt circle drew about 26 pt across).
/// Framed to its own shape (`aspectRatio(contentMode: .fit)`) it keeps the stand-in glyph's
/// shape: what fills the frame is SF's ink box with the stand-in fitted into it, so a stand-in
/// of another outline than SF's (a badged symbol) is not stretched.
@MainActor @Suite struct ResizableSymbolTests {
    @Test func aResizableSymbolsInkFillsItsFrame() throws {
        let symbol = Image(systemName: "circle.fill").resizable().foregroundStyle(.red).frame(width: 32, height: 32)
        let canvas = try TestSupport.renderer.render(RenderRequest(symbol, width: 32, height: 32, background: .white))
        // 3×: the red circle reaches within a pixel or two of each edge's middle (the corners stay white).
        for (x, y) in [(2, 48), (93, 48), (48, 2), (48, 93)] {
            #expect(canvas[x, y].r > 200 && canvas[x, y].g < 100, "(\(x), \(y))")
        }
        #expect(canvas[1, 1].g > 240)
        // A frame of another shape stretches the ink to fill it, as a resizable image fills its
        // frame; `scaledToFit` keeps the symbol's shape.
        func inkWidth(_ view: some View) throws -> Int {
            let c = try TestSupport.renderer.render(RenderRequest(view, width: 48, height: 24, background: .white))
            let row = 36   // the middle row at 3×
            let dark = (0..<c.width).filter { c[$0, row].g < 128 }
            return (dark.max() ?? 0) - (dark.min() ?? 0) + 1
        }
        let stretched = try inkWidth(Image(systemName: "circle.fill").resizable().frame(width: 48, height: 24))
        let fitted = try inkWidth(Image(systemName: "circle.fill").resizable().scaledToFit().frame(width: 48, height: 24))
        #expect(stretched >= 140 && fitted <= 75, "\(stretched) \(fitted)")
        // A frame with no width or height draws nothing and is no error.
        for size in [(0.0, 24.0), (24.0, 0.0)] {
            _ = try TestSupport.renderer.render(RenderRequest(Image(systemName: "star").resizable().frame(width: size.0, height: size.1), width: 30, height: 30))
        }
    }

    /// The width-to-height ratio of the dark pixels' bounding box.
    func inkAspect(_ view: some View) throws -> Double {
        let canvas = try TestSupport.renderer.render(RenderRequest(view.foregroundStyle(.black), width: 240, height: 240, background: .white))
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<canvas.height { for x in 0..<canvas.width where canvas[x, y].r < 128 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        try #require(maxX >= minX && maxY >= minY, "no ink")
        return Double(maxX - minX + 1) / Double(maxY - minY + 1)
    }

    @Test func aFittedSymbolKeepsItsGlyphsShape() throws {
        for name in ["person.crop.circle.badge.questionmark.fill", "bell.badge", "star.fill", "heart.circle"] {
            let natural = try inkAspect(Image(systemName: name).font(.system(size: 100)))
            let fitted = try inkAspect(Image(systemName: name).resizable().aspectRatio(contentMode: .fit).frame(width: 200, height: 200))
            #expect(abs(fitted / natural - 1) < 0.04, "\(name): \(fitted) framed vs \(natural) at its size")
        }
    }

    /// The classic rounded-corners shape — a `UIBezierPath` with `byRoundingCorners:` read as a
    /// SwiftUI `Path` — rounds only the corners named: the square corners are filled to the
    /// pixel, the rounded ones are not.
    @Test func aBezierPathRoundsOnlyTheCornersItNames() throws {
        struct RoundedCorner: Shape {
            var radius: CGFloat = 20
            var corners: UIRectCorner = [.topLeft, .bottomRight]
            func path(in rect: CGRect) -> SwiftUI.Path {
                SwiftUI.Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
            }
        }
        var env = EnvironmentValues()
        env.displayScale = 1
        let canvas = try TestSupport.renderer.render(RenderRequest(RoundedCorner().fill(Color.black).frame(width: 100, height: 60),
                                                                   width: 100, height: 60, environment: env, background: .white))
        func dark(_ x: Int, _ y: Int) -> Bool { canvas[x, y].r < 128 }
        #expect(!dark(1, 1) && !dark(98, 58))          // top left and bottom right rounded
        #expect(dark(98, 1) && dark(1, 58))            // the others square
        #expect(dark(50, 30))
        // An arc is visually clockwise on screen when UIKit says so: a quarter from 0 to π/2
        // runs through the bottom right of the centre.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath
        guard case let .curve(end, _, _)? = arc.elements.last else { Issue.record("no curve"); return }
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
    }

    /// iOS 17's fill-then-stroke on one shape, `colorScheme(_:)`, `ignoresSafeArea` (a rendered
    /// row has no safe area: nothing moves), `\.sizeCategory` and `UIApplication` compile and
    /// behave as on iOS.
    @Test func fillThenStrokeAndOtherSmallAPIs() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        let ring = Circle().fill(Color.white).stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40)
        let canvas = try TestSupport.renderer.render(RenderRequest(ring, width: 40, height: 40, environment: env, background: Color(red: 1, green: 0, blue: 0)))
        #expect(canvas[20, 20].r == 255 && canvas[20, 20].g == 255)   // filled white
        #expect(canvas[20, 0].r < 60)                                        // stroked black on the edge
        let bordered = Capsule().fill(Color.white).strokeBorder(Color.black, lineWidth: 2).frame(width: 60, height: 20)
        _ = try TestSupport.renderer.render(RenderRequest(bordered, width: 60, height: 20, environment: env))

        struct Scheme: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.sizeCategory) var category
            var body: some View { Text(scheme == .dark ? "dark" : "light").overlay(Text(category.isAccessibilityCategory ? "ax" : "std")) }
        }
        var large = EnvironmentValues()
        large.dynamicTypeSize = .accessibility2
        let layout = try TestSupport.renderer.layout(RenderRequest(Scheme().colorScheme(.dark).ignoresSafeArea().edgesIgnoringSafeArea(.all),
                                                                    width: 200, environment: large))
        let texts = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }
        #expect(texts == ["dark", "ax"])
        #expect(ContentSizeCategory(.xSmall) == .extraSmall && ContentSizeCategory.accessibilityMedium.dynamicTypeSize == .accessibility1)
        var set = EnvironmentValues()
        set.sizeCategory = .extraExtraLarge
        #expect(set.dynamicTypeSize == .xxLarge)

        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false && !UIApplication.shared.canOpenURL(URL(string: "tel:1")!))
    }

    /// `zIndex` orders what a stack draws: the higher one is in front whatever the order
    /// written (equal ones keep it), in a ZStack and where a VStack's children overlap.
    @Test func zIndexPutsTheHigherViewInFront() throws {
        var env = EnvironmentValues()
        env.displayScale = 1
        func centre(_ view: some View) throws -> RowRaster.Pixel {
            try TestSupport.renderer.render(RenderRequest(view.frame(width: 20, height: 20), width: 20, height: 20, environment: env))[10, 10]
        }
        let red = try centre(Color.red), blue = try centre(Color.blue)
        #expect(try centre(ZStack { Color.red.zIndex(1); Color.blue }) == red)
        #expect(try centre(ZStack { Color.red; Color.blue }) == blue)
        #expect(try centre(ZStack { Color.red.zIndex(-1).padding(0); Color.blue }) == blue)
        #expect(try centre(VStack(spacing: -20) { Color.red.frame(height: 20).zIndex(2); Color.blue.frame(height: 20) }) == red)
    }

    /// A number interpolated into a `Text` literal is written as SwiftUI's localized format
    /// writes it: with the environment locale's grouping and decimal separators (the year
    /// 2023 reads "2,023" in en_US), where a `String` interpolation or `verbatim:` keeps the digits.
    @Test func numbersInATextLiteralFollowTheLocale() throws {
        func texts(_ view: some View, locale: String = "en_US") throws -> [String] {
            var env = EnvironmentValues()
            env.locale = Locale(identifier: locale)
            let runs = try TestSupport.renderer.layout(RenderRequest(view, width: 300, environment: env)).displayList.ops.compactMap { op in
                if case let .glyphs(run, _, _) = op { return run.text } else { return nil }
            }
            return [runs.compactMap { $0 }.joined()]
        }
        let count = 259_345, year = 2023, pi = 3.14, big = -1234.5
        #expect(try texts(Text("Cases: \(count)")) == ["Cases: 259,345"])
        #expect(try texts(Text("\(year)")) == ["2,023"])
        let small = 7, negative = -42, thousand = 1000
        #expect(try texts(Text("\(small) \(negative) \(thousand)")) == ["7 -42 1,000"])
        #expect(try texts(Text("\(pi) \(big)")) == ["3.140000 -1,234.500000"])
        #expect(try texts(Text("Cases: \(count)"), locale: "de_DE") == ["Cases: 259.345"])
        #expect(try texts(Text("Cases: \(String(count))")) == ["Cases: 259345"])
        #expect(try texts(Text(verbatim: "\(count)")) == ["259345"])
    }

    struct Item: Identifiable { let id: Int }
    struct Presenting: View {
        @State var item: Item?
        @State var showing = false
        @State var pushed = false
        var body: some View {
            NavigationLink(destination: Text("Detail"), isActive: $pushed) { Text("Row") }
                .sheet(item: $item) { Text("\($0.id)") }
                .confirmationDialog("Delete?", isPresented: $showing, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {}
                } message: { Text("This cannot be undone.") }
                .confirmationDialog("Pick", isPresented: $showing, presenting: item) { i in Button("\(i.id)") {} }
                .alert(Text("Oops"), isPresented: $showing) { Button("OK") {} }
                .navigationDestination(isPresented: $pushed) { Text("Pushed") }
                .draggable("payload")
                .accessibilityHint(Text("Opens the detail"))
                .presentationDetents([.medium, .large])
        }
    }

    /// Presentation, navigation and drag modifiers of real rows compile and leave the row drawn
    /// as it is (nothing is presented in a frame).
    @Test func presentationModifiersLeaveTheRowAsItIs() throws {
        let plain = try TestSupport.renderer.render(RenderRequest(Text("Row").foregroundStyle(.tint), width: 100))
        let presenting = try TestSupport.renderer.render(RenderRequest(Presenting(), width: 100))
        #expect(presenting == plain)
        // The older programmatic links with their destination in a closure (iOS 13–16), as a
        // hidden link in a background: the label is drawn, nothing is pushed.
        struct Closures: View {
            @State var open = false
            @State var selection: Int?
            var body: some View {
                Text("Row").foregroundStyle(.tint)
                    .background(NavigationLink(isActive: $open) { Text("Edit") } label: { EmptyView() })
                    .background(NavigationLink(tag: 1, selection: $selection) { Text("One") } label: { EmptyView() })
                    .background(NavigationLink("Hidden", isActive: $open) { Text("Edit") }.opacity(0))
            }
        }
        #expect(try TestSupport.renderer.render(RenderRequest(Closures(), width: 100)) == plain)
    }

    /// An empty state's title font is a default: a font set on its label wins (a design system's
    /// empty state in its own typeface), as it does on iOS.
    @Test func anEmptyStatesLabelKeepsTheFontSetOnIt() throws {
        let custom = Font.custom("TeXGyreHeros-Bold", size: 18)
        let state = ContentUnavailableView { Label("No artworks", systemImage: "book.fill").font(custom).layoutTag("label") } description: { Text("Pull to refresh") }
        let l = try TestSupport.renderer.layout(state.frame(width: 300, height: 300))
        let texts = l.displayList.ops.compactMap { op -> (String, String)? in if case let .glyphs(run, _, _) = op, let t = run.text { return (t, run.font) }; return nil }
        #expect(texts.contains { $0.0 == "No artworks" && $0.1 == "TeXGyreHeros-Bold" }, "\(texts)")
        // Without one, the title is .title2 bold in the system face.
        let plain = try TestSupport.renderer.layout(ContentUnavailableView("No artworks", systemImage: "book.fill").frame(width: 300, height: 300))
        #expect(plain.displayList.ops.contains { if case let .glyphs(run, _, _) = $0 { return run.text == "No artworks" && run.font == "Inter-Bold" }; return false })
    }

    /// Outside a List a link is a button drawn by the button style around it: tinted by
    /// default, untinted with `.plain`, framed by a custom style (a card link).
    @Test func aLinkIsDrawnByTheButtonStyleAroundIt() throws {
        func pixels<V: View>(_ view: V) throws -> RowRaster.Canvas { try TestSupport.renderer.render(RenderRequest(view, width: 120)) }
        let link = NavigationLink { Text("Detail") } label: { Text("Ann Smith") }
        #expect(try pixels(link) == pixels(Button("Ann Smith") {}))
        #expect(try pixels(link.buttonStyle(.plain)) == pixels(Text("Ann Smith")))
        #expect(try pixels(link.buttonStyle(.bordered)) == pixels(Button("Ann Smith") {}.buttonStyle(.bordered)))
    }

    /// `Spring` converts among its descriptions as SwiftUI's does, and the spring animations
    /// real rows write exist.
    @Test func springsConvertAmongTheirDescriptions() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(s.response - 0.5) < 1e-12 && abs(s.dampingRatio - 0.7) < 1e-12 && abs(s.bounce - 0.3) < 1e-12)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.response - 2 * Double.pi / 10) < 1e-12 && abs(physical.dampingRatio - 0.5) < 1e-12)
        // A mass m moves as mass 1 under k/m and c/m.
        #expect(Animation.interpolatingSpring(mass: 2, stiffness: 100, damping: 10) == Animation.interpolatingSpring(stiffness: 50, damping: 5))
        #expect(Animation.interactiveSpring() == Animation.interactiveSpring)
        #expect(Animation.spring(.bouncy) == Animation.spring(duration: 0.5, bounce: 0.3))
        _ = [Animation.smooth(duration: 0.3), .snappy(extraBounce: 0.1), .interpolatingSpring]
    }

    /// The empty state: its symbol, title and description, centered in the space offered.
    @Test func contentUnavailableViewShowsItsLabelAndDescription() throws {
        let view = ContentUnavailableView("No Trips", systemImage: "airplane", description: Text("Trips you add appear here."))
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: 390, height: 300))
        let texts = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text } else { return nil } }
        #expect(texts.contains("No Trips") && texts.contains("Trips you add appear here."))
        #expect(layout.size == Size(width: 390, height: 300))
        #expect(layout.warnings.isEmpty)
        let search = try TestSupport.renderer.layout(RenderRequest(ContentUnavailableView.search(text: "tea"), width: 390, height: 300))
        #expect(search.displayList.ops.contains { if case let .glyphs(run, _, _) = $0 { return run.text == "No Results for \u{201C}tea\u{201D}" } else { return false } })
    }

    struct Jumping: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView { ForEach(0..<3, id: \.self) { Text("\($0)").id($0) } }
                    .onAppear { proxy.scrollTo(2, anchor: .bottom) }
            }
        }
    }

    /// `scrollTo` is not carried out: once code asks for it, the render says so.
    @Test func scrollToIsReportedAsNotCarriedOut() throws {
        let layout = try TestSupport.renderer.layout(RenderRequest(Jumping(), width: 200, height: 100).at(time: 0))
        #expect(layout.warnings.contains { $0.contains("scrollTo") })
        let still = try TestSupport.renderer.layout(RenderRequest(ScrollViewReader { _ in Text("a") }, width: 200))
        #expect(still.warnings.isEmpty)
    }

    /// Generated asset symbols, `UIImage()`, `.clipShape(.buttonBorder)` and a `CGFloat?` ratio.
    @Test func resourcesEmptyImagesAndButtonBorderShapes() throws {
        let empty = try TestSupport.renderer.layout(RenderRequest(Image(uiImage: UIImage()), width: 100))
        #expect(empty.size == Size(width: 0, height: 0))
        let ratio: CGFloat? = 2
        let sized = try TestSupport.renderer.layout(RenderRequest(Color.red.aspectRatio(ratio, contentMode: .fit).frame(width: 100), width: 100))
        #expect(sized.size == Size(width: 100, height: 50))
        let clipped = try TestSupport.renderer.render(RenderRequest(Color.red.frame(width: 40, height: 20).clipShape(.buttonBorder), width: 40))
        let rounded = try TestSupport.renderer.render(RenderRequest(Color.red.frame(width: 40, height: 20).clipShape(RoundedRectangle(cornerRadius: 8)), width: 40))
        #expect(clipped == rounded)
        let named = try TestSupport.renderer.render(RenderRequest(Image(.init(name: "missing-asset", bundle: .main)), width: 40))
        let byName = try TestSupport.renderer.render(RenderRequest(Image("missing-asset"), width: 40))
        #expect(named == byName)
    }

    final class Note: NSManagedObject {}
    /// `@FetchRequest` is SwiftUI's: a row importing SwiftUI alone uses it (this file does not
    /// import CoreData).
    struct Notes: View {
        @FetchRequest(sortDescriptors: []) var notes: FetchedResults<Note>
        var body: some View { Text("\(notes.count) notes") }
    }

    /// A style's lower levels (`Color.blue.secondary`) fade it as the hierarchical levels fade a
    /// flat style; a tinted spinner (`CircularProgressViewStyle(tint:)`) draws in the tint.
    @Test func styleLevelsAndTintedSpinners() throws {
        func pixels<V: View>(_ view: V) throws -> RowRaster.Canvas { try TestSupport.renderer.render(RenderRequest(view, width: 20)) }
        #expect(try pixels(Rectangle().fill(Color.blue.secondary).frame(width: 20, height: 20))
                == pixels(Rectangle().fill(Color.blue.opacity(0.5)).frame(width: 20, height: 20)))
        #expect(try pixels(Rectangle().fill(Color.blue.quaternary).frame(width: 20, height: 20))
                == pixels(Rectangle().fill(Color.blue.opacity(0.18)).frame(width: 20, height: 20)))
        let red = try TestSupport.renderer.render(RenderRequest(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)), width: nil))
        let plain = try TestSupport.renderer.render(RenderRequest(ProgressView(), width: nil))
        var reddest = 0
        for y in 0..<red.height { for x in 0..<red.width { let p = red[x, y]; if Int(p.r) - Int(p.b) > 100 { reddest += 1 } } }
        #expect(reddest > 20, "the spinner is drawn in the tint")
        #expect(red != plain)
        _ = Notes()
    }

    /// A custom progress style that shows the standard bar inside its own frame, as real apps
    /// write it: `ProgressView(configuration)` in the style's body is the bar at the same value.
    struct Framed: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(.orange).frame(height: 20)
                ProgressView(configuration).tint(.white).frame(height: 12).padding(.horizontal)
            }
        }
    }
    @Test func aStyleShowsTheStandardProgressInsideItself() throws {
        let framed = try TestSupport.renderer.layout(ProgressView(value: 0.5).progressViewStyle(Framed()).frame(width: 200), width: 200)
        let bar = try TestSupport.renderer.layout(ZStack {
            RoundedRectangle(cornerRadius: 10).fill(.orange).frame(height: 20)
            ProgressView(value: 0.5).tint(.white).frame(height: 12).padding(.horizontal)
        }.frame(width: 200), width: 200)
        #expect(try TestSupport.renderer.render(framed.displayList) == TestSupport.renderer.render(bar.displayList))
    }

    /// UIKit colors that answer to the appearance, their components, and smaller API rows use:
    /// `colorSchemeContrast`, `navigationViewStyle`, variable symbols, widget preview contexts,
    /// `spring(duration:)` with its bounce defaulted.
    @Test func dynamicUIColorsAndSmallerAPIs() throws {
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        var light = EnvironmentValues(), dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(try TestSupport.renderer.render(RenderRequest(Color(dynamic).frame(width: 4, height: 4), width: 4, environment: light))[1, 1].r == 255)
        #expect(try TestSupport.renderer.render(RenderRequest(Color(dynamic).frame(width: 4, height: 4), width: 4, environment: dark))[1, 1].b == 255)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(dynamic.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 1 && g == 0 && b == 0 && a == 1)
        #expect(UIColor(Color.red).getRed(&r, green: &g, blue: &b, alpha: &a) && r == 1 && a == 1)
        light.colorScheme = .light
        #expect(EnvironmentValues().colorSchemeContrast == .standard)
        let symbol = try TestSupport.renderer.render(RenderRequest(Image(systemName: "wifi", variableValue: 0.5), width: nil))
        #expect(symbol == (try TestSupport.renderer.render(RenderRequest(Image(systemName: "wifi"), width: nil))))
        _ = NavigationStack { Text("a") }.navigationViewStyle(.stack)
        _ = Text("w").previewContext(WidgetPreviewContext(family: .systemSmall))
        #expect(Animation.spring(duration: 0.4) == Animation.spring(duration: 0.4, bounce: 0))
    }

    /// A default-style button takes a foreground style set around it (a container's
    /// `foregroundColor`) instead of the tint, as SwiftUI's does; alone it is in the tint.
    @Test func aButtonTakesTheForegroundStyleAroundIt() throws {
        func texts(_ view: some View) throws -> [Paint] {
            try TestSupport.renderer.displayList(view, width: 200).ops.compactMap { op -> Paint? in if case let .glyphs(_, paint, _) = op { return paint } else { return nil } }
        }
        let green = try texts(VStack { Button("Go") {} }.foregroundColor(.green))
        let tinted = try texts(VStack { Button("Go") {} })
        #expect(green == [Color.green.paint(in: Rect(x: 0, y: 0, width: 1, height: 1), EnvironmentValues())])
        #expect(tinted == [Color.accentColor.paint(in: Rect(x: 0, y: 0, width: 1, height: 1), EnvironmentValues())])
    }

    /// A vertical scroll view takes the width offered, its narrower content centered across it.
    @Test func aVerticalScrollViewTakesTheWidthOffered() throws {
        let view = ScrollView { Color.red.frame(width: 100, height: 40).layoutTag("card") }.frame(height: 60)
        let layout = try TestSupport.renderer.layout(RenderRequest(view, width: 390))
        #expect(layout.size.width == 390)
        #expect(layout.frames["card"] == Rect(x: 145, y: 0, width: 100, height: 40))
    }
}

/// API the validation rows named after their second look: a date through a formatter in a text
/// interpolation, and the blur-replace transition.
@MainActor @Suite struct LaterCompatibilityTests {
    @Test func aDateInterpolatesThroughItsFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let list = try TestSupport.renderer.displayList(Text("\(Date(timeIntervalSince1970: 0), formatter: formatter)"), width: nil)
        let texts = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(texts == ["1970-01-01"])
    }

    /// Pointer and accessibility forms are accepted and change nothing drawn.
    @Test func pointerAndAccessibilityFormsDrawNothing() throws {
        let plain = try TestSupport.renderer.displayList(Text("Row").frame(width: 80, height: 30), width: nil)
        let marked = try TestSupport.renderer.displayList(Text("Row").frame(width: 80, height: 30)
            .contentShape([.hoverMenuInteraction, .dragPreview], .rect(cornerRadius: 12))
            .hoverEffectDisabled().accessibilityShowsLargeContentViewer(), width: nil)
        #expect(plain == marked)
    }

    /// Halfway in, a blur-replaced view is faded, blurred and scaled; at its place, none of them.
    @Test func blurReplaceFadesBlursAndScales() {
        let half = AnyTransition.blurReplace.kind.effects(0.5, inserting: true, size: Size(width: 10, height: 10))
        #expect(half.contains { if case .opacity(let o) = $0 { return o == 0.5 }; return false })
        #expect(half.contains { if case .blur(let r, _) = $0 { return r == 5 }; return false })
        #expect(half.contains { if case .scale(let x, _, _) = $0 { return x == 0.9 }; return false })
        let there = AnyTransition.blurReplace(.upUp).kind.effects(1, inserting: false, size: Size(width: 10, height: 10))
        #expect(!there.contains { if case .blur = $0 { return true }; return false })
    }
}

/// EventKit's model objects as an app hands them to its rows: a render reads no calendar.
@MainActor @Suite struct EventKitTests {
    struct EventRow: View {
        let event: EKEvent
        var body: some View {
            HStack { Circle().fill(Color(cgColor: event.calendar.cgColor)).frame(width: 8, height: 8); Text(event.title) }
        }
    }

    @Test func eventsAndRemindersAreTheAppsData() throws {
        let store = EKEventStore()
        let calendar = EKCalendar(for: .event, eventStore: store)
        calendar.title = "Work"
        calendar.cgColor = UIColor.systemOrange.cgColor
        let event = EKEvent(eventStore: store)
        event.title = "Standup"
        event.calendar = calendar
        try store.save(event, span: .thisEvent)
        #expect(store.savedEvents.count == 1 && EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        var granted = true
        store.requestAccess(to: .reminder) { ok, _ in granted = ok }
        #expect(!granted)
        let reminder = EKReminder(eventStore: store)
        reminder.priority = Int(EKReminderPriority.high.rawValue)
        #expect(!reminder.hasRecurrenceRules && reminder.priority == 1)
        let list = try TestSupport.renderer.displayList(EventRow(event: event), width: nil)
        let texts = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(texts == ["Standup"])
    }
}

private extension CGFloat {
    static let gap: CGFloat = 6
    static let one: CGFloat = 1
}

/// Multicolor rendering gives the symbols with multicolor layers their own colors, whatever the
/// foreground: `renderingMode(.original)` on a system symbol asks for it as
/// `symbolRenderingMode(.multicolor)` does (a weather row's `cloud.fill` is white on iOS).
@MainActor @Suite struct MulticolorSymbolTests {
    func center(_ view: some View, background: Color = .black) throws -> Pixel {
        let canvas = try TestSupport.renderer.render(RenderRequest(view.frame(width: 40, height: 40), width: 40, height: 40, background: background))
        return canvas[60, 60]
    }

    @Test func cloudsAreWhiteAndSunsYellow() throws {
        let cloud = try center(Image(systemName: "cloud.fill").resizable().renderingMode(.original).foregroundStyle(.blue))
        #expect(cloud.r > 240 && cloud.g > 240 && cloud.b > 240)
        let sun = try center(Image(systemName: "sun.max.fill").resizable().symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        #expect(sun.r > 240 && sun.g > 180 && sun.b < 60)
    }

    @Test func othersAndOtherModesKeepTheForeground() throws {
        let monochrome = try center(Image(systemName: "cloud.fill").resizable().foregroundStyle(.blue))
        #expect(monochrome.b > 200 && monochrome.r < 60)
        let circle = try center(Image(systemName: "circle.fill").resizable().renderingMode(.original).foregroundStyle(.blue))
        #expect(circle.b > 200 && circle.r < 60)
    }
}

/// API the sixth validation half of real rows showed missing (kinds, each checked by what it does).
@MainActor @Suite struct Val6APITests {
    @Test func displayP3AndColorLiteralsMakeColors() throws {
        // Display P3's red is outside sRGB: clamped to sRGB's red.
        let p3 = try #require(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).color.light)
        #expect(abs(p3.red - 1) < 1e-9 && p3.green < 0.01 && p3.blue < 0.01)
        let literal: UIColor = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        #expect(abs(literal.color.light.green - 0.25) < 1e-9)
        _ = Color(true ? #colorLiteral(red: 0.3, green: 0.38, blue: 0.75, alpha: 1) : .white)
    }

    @Test func aNavigationControllerKeepsItsStack() {
        let root = UIViewController(), next = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(next, animated: true)
        #expect(nav.topViewController === next && nav.viewControllers.count == 2)
        #expect(nav.popViewController(animated: true) === next)
        #expect(nav.popViewController(animated: true) == nil && nav.viewControllers.count == 1)
    }

    @Test func shapeLayersChainAndStylesBlend() throws {
        // A 10 pt red stroke, then a white fill over it, then a blue fill over both: the middle
        // is blue, the ring's outer half (outside the shape) red.
        let layered = Circle().stroke(.red, lineWidth: 10).fill(.white).fill(.blue).frame(width: 60, height: 60)
        let canvas = try TestSupport.renderer.render(RenderRequest(layered.padding(10), width: 80, height: 80, background: .black))
        let mid = canvas[120, 120], ring = canvas[120, 24]
        #expect(mid.b > 240 && mid.r < 20, "\(mid)")
        #expect(ring.r > 200 && ring.g < 60, "\(ring)")
        // White in difference mode over white is black.
        let blended = Rectangle().fill(Color.white.blendMode(.difference)).frame(width: 20, height: 20)
        let b = try TestSupport.renderer.render(RenderRequest(blended, width: 20, height: 20, background: .white))
        #expect(b[30, 30].r < 20 && b[30, 30].g < 20, "\(b[30, 30])")
    }

    @Test func smallCapsAndFormattersCompile() {
        _ = Text("Hello").font(.body.smallCaps())
        _ = Text("Hello").font(.caption.lowercaseSmallCaps().uppercaseSmallCaps())
    }
}

/// API the ninth compat and eighth oracle validation halves used that RowFrame lacked: each
/// compiles and does what SwiftUI does with it.
@MainActor @Suite struct LaterHalvesAPITests {
    func pixels(_ view: some View, width: Double = 100, height: Double = 40) throws -> RowRaster.Canvas {
        try TestSupport.renderer.render(RenderRequest(view, width: width, height: height, background: .white))
    }

    /// A custom toggle style may show the standard switch for its configuration (`Toggle(configuration)`),
    /// drawn by the style around it, with the style's modifiers (its tint).
    @Test func aToggleStyleShowsTheStandardSwitch() throws {
        struct Tinted: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { Toggle(configuration).tint(.purple) }
        }
        let canvas = try pixels(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Tinted()).labelsHidden().frame(width: 51, height: 31), width: 51, height: 31)
        let track = canvas[12, 46]   // the on track's left part at 3×
        #expect(Int(track.r) > Int(track.g) + 60 && Int(track.b) > Int(track.g) + 60, "\(track)")
    }

    /// The older linear style with a tint fills the bar with it.
    @Test func linearProgressTakesItsTint() throws {
        let canvas = try pixels(ProgressView(value: 1).progressViewStyle(LinearProgressViewStyle(tint: .red)).frame(width: 100), height: 4)
        let bar = canvas[150, 6]
        #expect(bar.r > 200 && bar.g < 90, "\(bar)")
    }

    /// `Color(color)` is that color; `mix(with:by:)` goes the fraction of the way to the other
    /// (perceptually by default, in sRGB with `.device`), in each appearance.
    @Test func colorsFromColorsAndMixes() throws {
        let brand = Color(light: .red, dark: .blue)
        #expect(Color(brand) == brand)
        let half = Color.black.mix(with: .white, by: 0.5, in: .device).resolve(.light)
        #expect(abs(half.red - 0.5) < 0.01 && abs(half.green - 0.5) < 0.01)
        let perceptual = Color.black.mix(with: .white, by: 0.5).resolve(.light)
        #expect(perceptual.red > 0.35 && perceptual.red < 0.45, "OKLab's middle grey: \(perceptual)")
        #expect(Color.red.mix(with: .white, by: 0).resolve(.dark) == Color.red.resolve(.dark))
        #expect(brand.mix(with: .white, by: 1, in: .device).resolve(.dark) == RGBA(red: 1, green: 1, blue: 1))
    }

    /// A Core Text font of a user-interface role is the system font at its size.
    @Test func coreTextFontsDrawAsTheSystemFont() throws {
        let ct = try TestSupport.renderer.layout(RenderRequest(Text("Notifications").font(Font(CTFont(.application, size: 15))).fixedSize().layoutTag("t"), width: nil))
        let system = try TestSupport.renderer.layout(RenderRequest(Text("Notifications").font(.system(size: 15)).fixedSize().layoutTag("t"), width: nil))
        #expect(ct.frames["t"] == system.frames["t"])
        #expect(CTFontGetSize(CTFontCreateWithName("Inter" as CFString, 13, nil)) == 13)
        // UIKit's text notifications exist (a render posts none).
        #expect(UITextField.textDidChangeNotification != UITextView.textDidChangeNotification)
    }
}

extension LaterHalvesAPITests {
    /// A link is a button: a color set on it wins over the tint, as iOS draws it.
    @Test func aLinkTakesTheColorSetOnIt() throws {
        func ink(_ view: some View) throws -> RGBA {
            let canvas = try pixels(view.font(.system(size: 30, weight: .black)), width: 200, height: 40)
            var darkest = RGBA(red: 1, green: 1, blue: 1)
            for y in 0..<canvas.height { for x in 0..<canvas.width where Int(canvas[x, y].r) + Int(canvas[x, y].g) + Int(canvas[x, y].b) < Int(darkest.red * 255 + darkest.green * 255 + darkest.blue * 255) {
                darkest = RGBA(red: Double(canvas[x, y].r) / 255, green: Double(canvas[x, y].g) / 255, blue: Double(canvas[x, y].b) / 255)
            } }
            return darkest
        }
        let url = URL(string: "mailto:a@b.c")!
        let red = try ink(Link("MMMM", destination: url).foregroundColor(.red))
        #expect(red.red > 0.9 && red.blue < 0.3, "\(red)")
        let tinted = try ink(Link("MMMM", destination: url))
        #expect(tinted.blue > 0.9 && tinted.red < 0.2, "\(tinted)")
    }

    /// Built-in styles are made outside the main actor, as SwiftUI's (a settings struct keeps one).
    @Test func builtInStylesAreMadeAnywhere() {
        _ = StyleSettings()
        _ = SensoryFeedback.pathComplete
    }
}

/// A design system's settings holding built-in styles, outside the main actor.
private struct StyleSettings { let progress = CircularProgressViewStyle(); let button = PlainButtonStyle(); let toggle = SwitchToggleStyle() }

extension LaterHalvesAPITests {
    /// `sensoryFeedback(trigger:_:)` plays what its closure chooses for the change, nothing for nil.
    @Test func feedbackChosenByAClosurePlays() throws {
        struct Counter: View {
            let step: Int
            @State private var count = 0
            var body: some View {
                Text("\(count)")
                    .sensoryFeedback(trigger: count) { old, new in new > old ? .success : nil }
                    .onAppear { count += step }
            }
        }
        #expect(try TestSupport.renderer.layout(Counter(step: 1)).haptics.map(\.style) == [.success])
        #expect(try TestSupport.renderer.layout(Counter(step: -1)).haptics.isEmpty)
    }
}

extension LaterHalvesAPITests {
    /// A range of Dynamic Type sizes of any kind (`..<`, `...`, `x...`) clamps the environment's.
    @Test func dynamicTypeRangesOfAnyKindClamp() throws {
        func height(_ size: DynamicTypeSize, _ clamp: (Text) -> AnyView) throws -> Double {
            var env = EnvironmentValues(); env.dynamicTypeSize = size
            let layout = try TestSupport.renderer.layout(RenderRequest(clamp(Text("Ag")).layoutTag("t"), width: nil, environment: env))
            return try #require(layout.frames["t"]).height
        }
        let large = try height(.large) { AnyView($0) }, xLarge = try height(.xLarge) { AnyView($0) }
        #expect(try height(.accessibility3) { AnyView($0.dynamicTypeSize(..<DynamicTypeSize.xxLarge)) } == xLarge)
        #expect(try height(.accessibility3) { AnyView($0.dynamicTypeSize(...DynamicTypeSize.large)) } == large)
        #expect(try height(.xSmall) { AnyView($0.dynamicTypeSize(DynamicTypeSize.large...)) } == large)
        #expect(try height(.large) { AnyView($0.dynamicTypeSize(.small ... .xxxLarge)) } == large)
    }
}

/// A style of one's own (iOS 17): it paints as the style it resolves to in the environment.
private struct SchemeColor: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle { environment.colorScheme == .dark ? Color.yellow : Color.purple }
}

extension LaterHalvesAPITests {
    @Test func aStyleOfOnesOwnPaintsAsItResolves() throws {
        var dark = EnvironmentValues(); dark.colorScheme = .dark
        let light = try TestSupport.renderer.render(RenderRequest(Rectangle().fill(SchemeColor()).frame(width: 10, height: 10), width: 10))
        let night = try TestSupport.renderer.render(RenderRequest(Rectangle().fill(SchemeColor()).frame(width: 10, height: 10), width: 10, environment: dark))
        let purple = Color.purple.resolve(.light), yellow = Color.yellow.resolve(.dark)
        func near(_ p: (r: UInt8, g: UInt8, b: UInt8), _ c: RGBA) -> Bool {
            abs(Double(p.r) / 255 - c.red) < 0.02 && abs(Double(p.g) / 255 - c.green) < 0.02 && abs(Double(p.b) / 255 - c.blue) < 0.02
        }
        #expect(near((light[15, 15].r, light[15, 15].g, light[15, 15].b), purple), "\(light[15, 15])")
        #expect(near((night[15, 15].r, night[15, 15].g, night[15, 15].b), yellow), "\(night[15, 15])")
        // UIKit's interface level: a row is at the base level.
        #expect(UITraitCollection.current.userInterfaceLevel == .base)
    }
}

extension LaterHalvesAPITests {
    /// iOS 26's label-less role buttons show the system's symbol for the role.
    @Test func roleButtonsShowTheirSymbol() throws {
        let close = try pixels(Button(role: .close) {}.foregroundStyle(.black), width: 40, height: 40)
        let xmark = try pixels(Button(action: {}) { Image(systemName: "xmark") }.foregroundStyle(.black), width: 40, height: 40)
        #expect(close == xmark)
        #expect(try pixels(Button(role: .confirm) {}.foregroundStyle(.black), width: 40, height: 40) != close)
    }
}

/// API that whole apps of the spent halves use and RowFrame lacked (counted by
/// tools/compat/api-usage.py and call-forms.py on every mirrored app, 2026-11-28).
@MainActor @Suite struct WholeAppsAPITests {
    /// `NSAttributedString()` and `NSMutableAttributedString()` are empty strings of their class.
    @Test func emptyAttributedStrings() {
        let mutable = NSMutableAttributedString()
        mutable.append(NSAttributedString(string: "ab"))
        #expect(NSAttributedString().length == 0 && mutable.string == "ab")
    }

    /// iOS 26's system toolbar items hold nothing a row's frame draws: the bar shows the title alone.
    @Test func defaultToolbarItemsDrawNothing() throws {
        func texts(_ view: some View) throws -> [String] {
            try TestSupport.renderer.displayList(view).ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        }
        let plain = try texts(NavigationStack { Text("Body").navigationTitle("Inbox") })
        let withItem = try texts(NavigationStack { Text("Body").navigationTitle("Inbox").toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) } })
        #expect(withItem == plain && plain.contains("Body"), "\(plain) \(withItem)")
    }

    /// iOS 18's anchor roles: the size-change role changes nothing in a frame; an anchor other than
    /// the top for where content starts or stands is not drawn and says so.
    @Test func scrollAnchorRoles() throws {
        func warnings(_ view: some View) throws -> [String] { try TestSupport.renderer.layout(RenderRequest(view, width: 100)).warnings }
        let list = ScrollView { Text("a") }
        #expect(try warnings(list.defaultScrollAnchor(.bottom, for: .sizeChanges)).isEmpty)
        #expect(try warnings(list.defaultScrollAnchor(.top, for: .alignment)).isEmpty)
        #expect(try warnings(list.defaultScrollAnchor(.center, for: .alignment)) == ["not supported: defaultScrollAnchor(for: .alignment) (scroll views start at the top)"])
    }
}

/// Whole apps' API, drawn: elliptical gradients stretch their circle to the rectangle; VoiceOver's
/// focus state is kept as a focus state is.
@MainActor @Suite struct WholeAppsDrawnAPITests {
    @Test func ellipticalGradientsStretchToTheirRectangle() throws {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        let canvas = try TestSupport.renderer.render(RenderRequest(Rectangle().fill(EllipticalGradient(colors: [.black, .white])).frame(width: 200, height: 50),
                                                                   width: 200, height: 50, environment: environment))
        func gray(_ x: Int, _ y: Int) -> Int { Int(canvas.premultipliedRGBA[(y * 200 + x) * 4]) }
        // 0.5 of the width along x, 0.5 of the height along y: the ends reach white at both edges.
        #expect(gray(100, 25) < 10)
        #expect(gray(199, 25) > 245 && gray(100, 0) > 240)
        // Halfway out along each axis is the same grey: the contours are ellipses.
        #expect(abs(gray(150, 25) - gray(100, 12)) <= 8, "\(gray(150, 25)) \(gray(100, 12))")
    }

    @Test func accessibilityFocusIsAFocusState() throws {
        struct Row: View {
            @AccessibilityFocusState var focused: Bool
            var body: some View {
                Text(focused ? "focused" : "not").accessibilityFocused($focused).onAppear { focused = true }
            }
        }
        let list = try TestSupport.renderer.displayList(Row())
        let texts = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(texts == ["focused"])
    }
}

/// UIKit's font descriptors: a text style's descriptor made bold and rounded is the font
/// SwiftUI's `Font(_:)` draws as the rounded bold text style.
@MainActor @Suite struct FontDescriptorTests {
    @Test func descriptorsChangeDesignTraitsAndSize() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).withSymbolicTraits(.traitBold)?.withDesign(.rounded))
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.pointSize == 34 && font.weight == .bold && font.design == .rounded && font.textStyle == .largeTitle)
        #expect(Font(font) == Font.system(.largeTitle, design: .rounded, weight: .bold))
        #expect(descriptor.symbolicTraits.contains(.traitBold) && !descriptor.symbolicTraits.contains(.traitItalic))
        let italic = UIFont(descriptor: try #require(UIFont.systemFont(ofSize: 13).fontDescriptor.withSymbolicTraits([.traitItalic, .traitCondensed])), size: 15)
        #expect(italic.isItalic && italic.pointSize == 15 && italic.fontDescriptor.symbolicTraits == [.traitItalic])
        #expect(Font(italic) == Font.system(size: 15).italic())
        #expect(UIFontDescriptor(name: "Avenir", size: 12).withDesign(.serif) == nil)
    }
}

/// iOS 18's mesh gradients: colors blend over the mesh's surface, placed in the filled
/// rectangle; a malformed mesh draws its background and says so.
@MainActor @Suite struct MeshGradientTests {
    func render(_ view: some View, width: Int = 100, height: Int = 60) throws -> RowRaster.Canvas {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return try TestSupport.renderer.render(RenderRequest(view.frame(width: Double(width), height: Double(height)), width: Double(width), height: Double(height),
                                                             environment: environment))
    }

    @Test func aTwoByTwoMeshBlendsBilinearly() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .black, .white])
        let canvas = try render(mesh)
        func rgb(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(canvas.premultipliedRGBA[(y * 100 + x) * 4 + $0]) } }
        #expect(rgb(0, 0).first! > 245 && rgb(99, 0)[2] > 245 && rgb(0, 59).allSatisfy { $0 < 10 } && rgb(99, 59).allSatisfy { $0 > 245 })
        // The centre is the four colors' mean (device space: sRGB components of the system red, blue,
        // black and white), smooth or not.
        for expected in [rgb(50, 30)] { #expect(zip(expected, [128, 109, 140]).allSatisfy { abs($0 - $1) <= 3 }, "\(expected)") }
        let flat = try render(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .black, .white], smoothsColors: false))
        // Over two by two vertices the smooth surface (no twist) stays within a few levels of the bilinear one.
        let largest = zip(flat.premultipliedRGBA, canvas.premultipliedRGBA).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest > 0 && largest <= 8, "largest difference \(largest)")
    }

    @Test func aMovedPointBendsTheMeshAndTheBackgroundShowsBeyondIt() throws {
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let colors: [Color] = [.black, .black, .black, .black, .white, .black, .black, .black, .black]
        let canvas = try render(MeshGradient(width: 3, height: 3, points: points, colors: colors))
        func gray(_ x: Int, _ y: Int) -> Int { Int(canvas.premultipliedRGBA[(y * 100 + x) * 4]) }
        #expect(gray(80, 12) > 240 && gray(3, 57) < 40 && gray(30, 30) < gray(65, 20), "\(gray(80, 12)) \(gray(3, 57)) \(gray(30, 30)) \(gray(65, 20))")
        // A mesh that leaves part of the rectangle uncovered shows its background there.
        let shrunk = try render(MeshGradient(width: 2, height: 2, points: [[0, 0], [0.5, 0], [0, 1], [0.5, 1]], colors: [.black, .black, .black, .black], background: .green))
        #expect(shrunk.premultipliedRGBA[(30 * 100 + 90) * 4 + 1] > 100 && shrunk.premultipliedRGBA[(30 * 100 + 10) * 4 + 1] == 0)
        let warnings = try TestSupport.renderer.layout(RenderRequest(MeshGradient(width: 3, height: 2, points: [[0, 0]], colors: [.red]).frame(width: 10, height: 10), width: 10)).warnings
        #expect(warnings == ["MeshGradient: a 3 × 2 mesh needs 6 points and colors (got 1 and 1); its background is drawn"])
    }

    /// Cards as apps draw them on a mesh: a 3 × 3 mesh with its centre moved, under text; a
    /// rounded rectangle filled with a perceptual 4 × 2 mesh.
    struct MeshCards: View {
        var body: some View {
            VStack(spacing: 16) {
                ZStack(alignment: .bottomLeading) {
                    MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                                 colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
                    Text("Morning run").font(.title2.bold()).foregroundStyle(.white).padding(16)
                }
                .frame(height: 160)
                .clipShape(RoundedRectangle(cornerRadius: 20))
                RoundedRectangle(cornerRadius: 16)
                    .fill(MeshGradient(width: 4, height: 2, points: [[0, 0], [0.33, 0], [0.66, 0], [1, 0], [0, 1], [0.4, 1], [0.7, 1], [1, 1]],
                                       colors: [.teal, .cyan, .blue, .indigo, .mint, .teal, .cyan, .purple], colorSpace: .perceptual))
                    .frame(height: 64)
            }
            .padding(16)
        }
    }

    @Test func meshCardsMatchTheirGoldens() async throws {
        for scheme in [ColorScheme.light, .dark] {
            var env = EnvironmentValues()
            env.colorScheme = scheme
            try await TestSupport.checkGolden(RenderRequest(MeshCards(), width: 390, environment: env, background: Color(.systemBackground)),
                                              suite: "RowScene", ImageName(base: "mesh-gradients", appearance: scheme.rawValue, scale: 3))
        }
    }

    /// The display list carries a mesh as JSON and reads it back; a wrong count is one clear error.
    @Test func meshesRoundTripThroughDisplayListJSON() throws {
        let mesh = RowRaster.MeshGradient(width: 2, height: 2, points: [Point(0, 0), Point(10, 0), Point(0, 10), Point(10, 10)],
                                          colors: [.white, .black, .black, .white], background: .clear, smooth: false, space: .oklab)
        let list = DisplayList(width: 10, height: 10, ops: [.fill(shape: ShapeSpec(.rect(Rect(x: 0, y: 0, width: 10, height: 10))), paint: .meshGradient(mesh), fillRule: .nonZero, blend: .normal)])
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
        let broken = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"width\":2", with: "\"width\":3")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DisplayList.self, from: Data(broken.utf8)) }
    }
}

/// A disclosure group style of one's own draws the group from its configuration: the label,
/// the content, and the expanded state it may change.
@MainActor @Suite struct DisclosureGroupStyleTests {
    struct Plain: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(configuration.isExpanded ? "open" : "shut")
                if configuration.isExpanded { configuration.content }
            }
        }
    }
    @Test func aStyleOfOnesOwnDrawsTheGroup() throws {
        func texts(_ view: some View) throws -> [String] {
            try TestSupport.renderer.displayList(view).ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        }
        #expect(try texts(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Body") }.disclosureGroupStyle(Plain())) == ["Details", "open", "Body"])
        #expect(try texts(DisclosureGroup("Details") { Text("Body") }.disclosureGroupStyle(Plain())) == ["Details", "shut"])
        #expect(try texts(DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Body") }) == ["Details", "Body"])
    }
}

/// UIKit symbol configurations: a symbol image made with one is drawn by `Image(uiImage:)` at its
/// point size, weight and scale, in its palette; UIKit's standard images are their symbols.
@MainActor @Suite struct SymbolConfigurationTests {
    func size(_ image: UIImage?) throws -> Size {
        try TestSupport.renderer.layout(RenderRequest(Image(uiImage: try #require(image)), width: 200)).size
    }
    @Test func configurationsSizeAndColorSymbols() throws {
        let plain = try size(UIImage(systemName: "star.fill"))
        let big = try size(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)))
        #expect(big.height > plain.height * 2 && big.height < plain.height * 3, "\(plain) \(big)")
        let titled = try size(UIImage(systemName: "star.fill")?.withConfiguration(UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(titled.height > plain.height * 1.6)
        let applied = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))?
            .applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(try size(applied).height < big.height)
        #expect(try size(.strokedCheckmark) == size(UIImage(systemName: "checkmark")))
        // Palette colors: the circle in the second color, the mark in the first.
        var env = EnvironmentValues(); env.displayScale = 1
        let palette = UIImage(systemName: "checkmark.circle.fill", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [UIColor.white, UIColor.systemRed]))
        let canvas = try TestSupport.renderer.render(RenderRequest(Image(uiImage: try #require(palette)).font(.system(size: 60)), width: 100, environment: env, background: .black))
        let reds = canvas.premultipliedRGBA.enumerated().filter { $0.offset % 4 == 0 }.filter { i, r in r > 200 && canvas.premultipliedRGBA[i + 1] < 100 }.count
        #expect(reds > 500)
        #expect(UIImage(named: "logo", in: nil, with: UIImage.SymbolConfiguration(scale: .large)) != nil)
    }
}

/// The device a render stands for, as app code asks Foundation (through IOSSources' shims): the
/// environment's locale, time zone and calendar — never Foundation's process-wide en_001 or the
/// machine's time zone.
@MainActor @Suite struct RenderDeviceTests {
    struct Stamp: View {
        let date = Date(timeIntervalSince1970: 1764201600)   // 2025-11-27 00:00 UTC
        var body: some View {
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            RenderDevice.adopt(formatter)
            return VStack {
                Text(verbatim: RenderDevice.dateStyle(date: .abbreviated, time: .omitted).format(date))
                Text(verbatim: formatter.string(from: date))
                Text(verbatim: RenderDevice.adopting(Date.FormatStyle().month().day()).format(date))
            }
        }
    }
    func texts(_ view: some View) throws -> [String] {
        try TestSupport.renderer.displayList(view).ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
    }
    @Test func foundationFormatsFollowTheRenderedEnvironment() throws {
        #expect(try texts(Stamp()) == ["Nov 27, 2025", "Nov 27, 2025", "Nov 27"])
        let de = try texts(Stamp().environment(\.locale, Locale(identifier: "de_DE")))
        #expect(de == ["27. Nov. 2025", "27.11.2025", "27. Nov."], "\(de)")
        // A render's time zone: formats, and formatters through the process's pinned time zone.
        var pacific = EnvironmentValues(); pacific.timeZone = TimeZone(identifier: "America/Los_Angeles")!
        let la = try TestSupport.renderer.displayList(RenderRequest(Stamp(), environment: pacific)).ops
            .compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(la == ["Nov 26, 2025", "Nov 26, 2025", "Nov 26"], "\(la)")
        // Outside a render: RowFrame's fixed defaults, not Foundation's process locale (en_001 here).
        #expect(RenderDevice.locale.identifier == "en_US" && RenderDevice.timeZone.secondsFromGMT() == 0, "\(RenderDevice.timeZone.identifier)")
    }

    /// The shims IOSSources writes beside an app's files name what they shadow, by module, so an
    /// app's own `Locale` or `Calendar` type (a language picker's enum) is not what they extend.
    @Test func theShimsShadowFoundationsCurrentAPIs() {
        for name in ["static var current: Foundation.Locale", "static var current: Foundation.TimeZone", "static var current: Foundation.Calendar",
                     "func formatted(date: Foundation.Date.FormatStyle.DateStyle", "static var dateTime", "func string(from date: Foundation.Date)"] {
            #expect(IOSSources.deviceShims.contains(name), "\(name)")
        }
        let extended = IOSSources.deviceShims.split(separator: "\n").filter { $0.hasPrefix("extension ") }
        #expect(extended.count == 10 && extended.allSatisfy { $0.hasPrefix("extension Foundation.") }, "\(extended)")
    }
}

/// UIKit and Core Text as a design-system library uses them from files that import UIKit alone:
/// a hosted slider drawn as iOS's in its track color, navigation controllers found from their
/// children, font registration refused with an error, the older TextField callbacks.
@MainActor @Suite struct DesignSystemUIKitTests {
    struct HostedSlider: UIViewRepresentable {
        func makeUIView(context: Context) -> UISlider {
            let slider = UISlider()
            slider.value = 0.5
            slider.minimumTrackTintColor = UIColor.systemRed
            return slider
        }
        func updateUIView(_ view: UISlider, context: Context) {}
    }
    @Test func aHostedSliderIsDrawnAndTheRestCompiles() throws {
        var env = EnvironmentValues(); env.displayScale = 1
        let canvas = try TestSupport.renderer.render(RenderRequest(HostedSlider().frame(width: 200, height: 40), width: 200, height: 40, environment: env, background: .white))
        let reds = stride(from: 0, to: canvas.premultipliedRGBA.count, by: 4).filter { i in
            canvas.premultipliedRGBA[i] > 200 && canvas.premultipliedRGBA[i + 1] < 120 }.count
        #expect(reds > 100)   // the filled half of the track, in the slider's minimum track color
        let root = UIViewController(), navigation = UINavigationController(rootViewController: root)
        #expect(root.navigationController === navigation && navigation.interactivePopGestureRecognizer != nil)
        var error: Unmanaged<CFError>?
        let provider = try #require(CGDataProvider(data: Data([0, 1, 0, 0, 0, 0])))
        #expect(!CTFontManagerRegisterGraphicsFont(try #require(CGFont(provider)), &error) && error != nil)
        error?.release()
        #expect(CGFont(try #require(CGDataProvider(data: Data("text".utf8)))) == nil && UIFont.familyNames.isEmpty)
        _ = TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})
        _ = UIColor(named: "missing", in: nil, compatibleWith: nil)
        final class Delegate: NSObject, UITextViewDelegate {}
        let textView = UITextView(), delegate = Delegate()
        textView.delegate = delegate
        #expect(textView.delegate === delegate)
    }
}
