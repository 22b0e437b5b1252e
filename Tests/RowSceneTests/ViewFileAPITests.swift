import Foundation
import Testing
import SwiftUI
import Charts
import UniformTypeIdentifiers
import RowRaster
import RowText
import RowTestSupport

/// API that the view files of whole apps use (counted over every file with a `View` in the
/// spent corpus halves' apps: tools/compat/api-usage.py) and RowFrame lacked: each compiles as
/// SwiftUI, UIKit and Combine declare it and does in a frame what iOS does.
@MainActor @Suite struct ViewFileAPITests {
    func render(_ view: some View, width: Double, height: Double) throws -> RowRaster.Canvas {
        try TestSupport.renderer.render(RenderRequest(view, width: width, height: height, background: .white))
    }

    @MainActor final class Log { var entries: [String] = [] }

    /// A press then a drag (`sequenced(before:)`) reports SwiftUI's enum: `.first` while the
    /// press is held, `.second` with the drag once it moves; `simultaneously` reports both.
    @Test func combinedGesturesReportSwiftUIsValues() throws {
        let log = Log()
        struct Card: View {
            let log: Log
            var body: some View {
                Color.blue.frame(width: 100, height: 100)
                    .gesture(LongPressGesture(minimumDuration: 0.2).sequenced(before: DragGesture(minimumDistance: 0))
                        .onChanged { value in
                            switch value {
                            case .first(let pressing): log.entries.append("first \(pressing)")
                            case .second(let pressed, let drag): log.entries.append("second \(pressed) \(drag == nil ? "nil" : "drag")")
                            }
                        })
            }
        }
        // Held still for 0.4 s (the press is recognized at 0.2 s), then dragged down.
        let press = [TouchEvent(.down, time: 0.1, x: 50, y: 50)] + InteractionScript.drag(from: (50, 50), to: (60, 90), time: 0.5, duration: 0.3).dropFirst()
        _ = try TestSupport.renderer.layout(RenderRequest(Card(log: log), width: 100, height: 100, script: InteractionScript(touches: press)).at(time: 1))
        #expect(log.entries.contains("second true drag"), "\(log.entries)")
        #expect(!log.entries.contains { $0.hasPrefix("second false") })
        let both: SimultaneousGesture<TapGesture, DragGesture> = TapGesture().simultaneously(with: DragGesture())
        let exclusive: ExclusiveGesture<TapGesture, LongPressGesture> = TapGesture().exclusively(before: LongPressGesture())
        _ = (both, exclusive)
        let value = SimultaneousGesture<TapGesture, TapGesture>.Value(first: (), second: nil)
        #expect(value.second == nil)
    }

    /// Combine's operators chain as app code writes them, each with Combine's semantics.
    @Test func combineOperatorsBehaveAsCombines() {
        var out: [String] = []
        var keep = Set<AnyCancellable>()
        [1, 2, 3, 4].publisher.dropFirst().scan(0, +).collect().sink { out.append("\($0)") }.store(in: &keep)
        #expect(out == ["[2, 5, 9]"])
        let a = PassthroughSubject<Int, Never>(), b = CurrentValueSubject<String, Never>("x")
        var pairs: [String] = []
        a.combineLatest(b).sink { pairs.append("\($0)\($1)") }.store(in: &keep)
        a.send(1); b.send("y"); a.send(2)
        #expect(pairs == ["1x", "1y", "2y"])
        var merged: [Int] = []
        a.merge(with: [7, 8].publisher).prefix(3).sink { merged.append($0) }.store(in: &keep)
        a.send(9)
        #expect(merged == [7, 8, 9])
        struct Oops: Error {}
        var recovered: [Int] = []
        [1, 2].publisher.tryMap { v -> Int in if v == 2 { throw Oops() }; return v * 10 }
            .catch { _ in Just(-1) }.sink { recovered.append($0) }.store(in: &keep)
        #expect(recovered == [10, -1])
        var fulfilled: [String] = []
        let future = Future<String, Never> { promise in promise(.success("done")) }
        future.sink { fulfilled.append($0) }.store(in: &keep)
        Deferred { Just("later") }.sink { fulfilled.append($0) }.store(in: &keep)
        #expect(fulfilled == ["done", "later"])
        var zipped: [String] = []
        [1, 2, 3].publisher.zip(["a", "b"].publisher).sink { zipped.append("\($0)\($1)") }.store(in: &keep)
        #expect(zipped == ["1a", "2b"])
        var latest: [Int] = []
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        outer.switchToLatest().sink { latest.append($0) }.store(in: &keep)
        outer.send(first); first.send(1); outer.send(second); first.send(2); second.send(3)
        #expect(latest == [1, 3])
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
    }

    /// An iPhone collapses a split view into one stack showing the sidebar, unless the app
    /// prefers another column.
    @Test func aSplitViewShowsItsCompactColumn() throws {
        let sidebar = try render(NavigationSplitView { Color.red } detail: { Color.green }, width: 100, height: 200)
        #expect(sidebar[150, 450].r > 200 && sidebar[150, 450].g < 80)
        let detail = try render(NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Color.red } detail: { Color.green },
                                width: 100, height: 200)
        #expect(detail[150, 450].g > 100 && detail[150, 450].r < 80)
    }

    /// Sectors slice a pie clockwise from the top by their share; a donut leaves its middle.
    @Test func sectorMarksDrawAPie() throws {
        let pie = Chart {
            SectorMark(angle: .value("A", 1)).foregroundStyle(Color(red: 1, green: 0, blue: 0))
            SectorMark(angle: .value("B", 3)).foregroundStyle(Color(red: 0, green: 0, blue: 1))
        }.frame(width: 100, height: 100)
        let c = try render(pie, width: 100, height: 100)
        // A quarter (top right) is red; the rest is blue; the corners are outside the pie.
        #expect(c[225, 75].r > 200 && c[225, 75].b < 60)
        #expect(c[75, 225].b > 200 && c[75, 225].r < 60 && c[75, 75].b > 200)
        #expect(c[3, 3].r > 240 && c[3, 3].b > 240)
        let donut = Chart { SectorMark(angle: .value("A", 1), innerRadius: .ratio(0.5)).foregroundStyle(Color(red: 1, green: 0, blue: 0)) }
            .frame(width: 100, height: 100)
        let d = try render(donut, width: 100, height: 100)
        #expect(d[150, 150].g > 240 && d[150, 30].r > 200 && d[150, 30].g < 60)
        // An overlay is given the plot's frame in its own space.
        var frames: [CGRect] = []
        let overlaid = Chart { SectorMark(angle: .value("A", 1)) }.frame(width: 80, height: 60)
            .chartOverlay { proxy in
                GeometryReader { g in Color.clear.onAppear { frames.append(g[proxy.plotAreaFrame]) } }
            }
        _ = try render(overlaid, width: 80, height: 60)
        #expect(frames.last == CGRect(x: 0, y: 0, width: 80, height: 60))
    }

    /// `withTintColor` draws a symbol image in the color; UIColor reads hue and white.
    @Test func uiKitColorsAndTintedImages() throws {
        let image = UIImage(systemName: "circle.fill")!.withTintColor(.red)
        let c = try render(Image(uiImage: image).resizable().frame(width: 30, height: 30), width: 30, height: 30)
        #expect(c[45, 45].r > 200 && c[45, 45].g < 80)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 2.0 / 3) < 1e-6 && s == 1 && b == 1 && a == 1)
        var w: CGFloat = 0
        _ = UIColor(white: 0.5, alpha: 1).getWhite(&w, alpha: &a)
        #expect(abs(w - 0.5) < 1e-6)
        // Appearance proxies take what apps set; they do not reach a frame (no global state).
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.red]
        UITableView.appearance().separatorStyle = .none
        UISegmentedControl.appearance().selectedSegmentTintColor = .blue
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == UIColor.systemBackground)
        #expect(UIView.areAnimationsEnabled == false && UIAccessibility.isReduceMotionEnabled == false)
    }

    /// A control group sets its controls side by side in equal widths.
    @Test func aControlGroupSetsItsControlsSideBySide() throws {
        var frames: [Int: CGRect] = [:]
        let group = ControlGroup {
            Color.red.frame(height: 10).background(GeometryReader { g in Color.clear.onAppear { frames[0] = g.frame(in: .global) } })
            Color.blue.frame(height: 10).background(GeometryReader { g in Color.clear.onAppear { frames[1] = g.frame(in: .global) } })
        }
        _ = try render(group.frame(width: 200), width: 200, height: 60)
        guard let a = frames[0], let b = frames[1] else { Issue.record("no frames"); return }
        #expect(abs(a.midY - b.midY) < 0.5 && b.minX >= a.maxX - 0.5 && abs(a.width - b.width) < 0.5)
    }

    /// Foundation on Linux gains what iOS's has: list formatting in the formatter's locale.
    @Test func foundationGapsAreFilled() {
        #expect(ListFormatter.localizedString(byJoining: ["Tea", "Milk", "Honey"]) == "Tea, Milk, and Honey")
        let german = ListFormatter(); german.locale = Locale(identifier: "de_DE")
        #expect(german.string(from: ["A", "B"]) == "A und B")
        #expect(ProcessInfo.processInfo.isiOSAppOnMac == false)
    }

    /// Transferable types declare their representations with SwiftUI's builder; share links
    /// take previews; drop delegates compile and are never entered.
    @Test func transferRepresentationsCompile() throws {
        struct Note: Codable, Transferable {
            var text: String
            static var transferRepresentation: some TransferRepresentation {
                CodableRepresentation(contentType: .json)
                ProxyRepresentation(exporting: \.text)
                DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }
            }
        }
        struct Drop: DropDelegate { func performDrop(info: DropInfo) -> Bool { true } }
        let link = ShareLink(item: URL(string: "https://example.com")!, preview: SharePreview("Example", image: Image(systemName: "globe")))
            .onDrop(of: [UTType.text], delegate: Drop())
        let plain = ShareLink(item: URL(string: "https://example.com")!)
        #expect(try render(link, width: 120, height: 40) == render(plain, width: 120, height: 40))
        #expect(Drop().validateDrop(info: DropInfo(location: .zero)))
        _ = Note(text: "n")
    }
}

/// A symbol image is SF Symbols' glyph at the point size, as UIKit and SwiftUI size one: as wide
/// as its advance and as tall as its ink with 0.0905 of the point size above and below — so a
/// flat symbol is a short image (the figures are SF Pro's, Fonts/files/sf-symbol-metrics.tsv).
@MainActor @Suite struct SymbolImageSizeTests {
    func size(_ view: some View) throws -> CGSize {
        let size = try TestSupport.renderer.layout(RenderRequest(view.fixedSize(), width: nil, height: nil)).size
        return CGSize(width: size.width, height: size.height)
    }
    @Test func symbolImagesTakeSFSymbolsSizes() throws {
        // ellipsis at 17 pt: ink 4.32…7.65 pt above the baseline, advance 18.63 pt.
        let ellipsis = try size(Image(systemName: "ellipsis").font(.body))
        #expect(abs(ellipsis.height - (3.33 + 2 * 0.0905 * 17)) < 0.1 && abs(ellipsis.width - 18.63) < 0.1, "\(ellipsis)")
        // star.fill at 17 pt: ink −2.23…15.39 pt.
        let star = try size(Image(systemName: "star.fill").font(.body))
        #expect(abs(star.height - (17.62 + 2 * 0.0905 * 17)) < 0.1, "\(star)")
        // Both grow with the point size.
        let big = try size(Image(systemName: "ellipsis").font(.system(size: 34)))
        #expect(abs(big.height - 2 * ellipsis.height) < 0.1, "\(big)")
        // A flat symbol beside text: the row is as tall as the text, not a line box taller.
        let row = try size(HStack { Text("Title"); Image(systemName: "ellipsis").padding(.vertical, 8) })
        #expect(row.height < 23, "\(row)")
        // A symbol SF's table lacks is its stand-in's ink with the margins.
        let unknown = try size(Image(systemName: "key.horizontal.fill").font(.caption2))
        #expect(unknown.height > 8 && unknown.height < 14, "\(unknown)")
    }
}

/// Row settings are traits of the row: set inside a custom modifier's body, they apply as if
/// set on the row itself.
@MainActor @Suite struct RowSettingsInModifiersTests {
    struct CardRow: ViewModifier {
        func body(content: Content) -> some View {
            content
                .listRowSeparator(.hidden)
                .listRowBackground(Color(red: 1, green: 0, blue: 0))
        }
    }
    @Test func aCustomModifierSetsRowSettings() throws {
        let list = List {
            Text("One").modifier(CardRow())
            Text("Two").modifier(CardRow())
        }.listStyle(.plain)
        let c = try TestSupport.renderer.render(RenderRequest(list, width: 200, height: 120, background: .white))
        // The rows' background is red at their trailing side, between and across the rows.
        #expect(c[570, 60].r > 200 && c[570, 60].g < 60, "\(c[570, 60])")
        #expect(c[570, 132].r > 200 && c[570, 132].g < 60, "\(c[570, 132])")
        // A modifier that sets no row setting is left as it is.
        struct Plain: ViewModifier { func body(content: Content) -> some View { content.padding(4) } }
        let plain = try TestSupport.renderer.render(RenderRequest(List { Text("One").modifier(Plain()) }.listStyle(.plain), width: 200, height: 60, background: .white))
        #expect(plain[570, 60].r > 240 && plain[570, 60].g > 240)
    }
}

/// A negative padding larger than its view makes the slot zero while the view keeps its size,
/// drawn from the leading inset.
@MainActor @Suite struct NegativePaddingTests {
    @Test func aViewOutweighedByItsNegativePaddingKeepsItsSize() throws {
        let row = HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 6, height: 20).padding(.trailing, -50)
            Color.clear.frame(width: 40, height: 20)
        }
        let c = try TestSupport.renderer.render(RenderRequest(row.fixedSize(), width: nil, height: nil, background: .white))
        #expect(c.width == 120)   // 40 pt at 3×: the bar's slot is zero
        #expect(c[8, 30].r > 200 && c[8, 30].g < 60, "\(c[8, 30])")   // the bar at x 0–6 pt
        #expect(c[30, 30].g > 240)
    }
}

/// SF Symbols names a direction both ways ("arrow.uturn.forward" is "arrow.uturn.right" in a
/// left-to-right layout): either draws the same glyph.
@Suite struct SymbolDirectionNameTests {
    @Test func forwardAndRightNameTheSameGlyph() throws {
        let symbols = try FontLibrary.standard().symbols
        #expect(symbols.glyphID("arrow.uturn.forward") != nil)
        #expect(symbols.glyphID("arrow.uturn.forward") == symbols.glyphID("arrow.uturn.right"))
        #expect(symbols.glyphID("chevron.backward.2") == symbols.glyphID("chevron.left.2"))
        #expect(symbols.glyphID("no.such.backward.symbol") == nil)
    }
}

/// Lists as apps write them: editable rows, collapsible sections, outlines; timers that run
/// on the render's clock; measurements in a format style.
@MainActor @Suite struct ListAndTimerAPITests {
    struct Node: Identifiable { let id: Int; let name: String; var children: [Node]? }
    func text(_ view: some View, width: Double = 300) throws -> [String] {
        let list = try TestSupport.renderer.layout(RenderRequest(view, width: width, height: 400)).displayList
        return list.ops.compactMap { if case let .glyphs(run, _, _) = $0 { return run.text } else { return nil } }
    }

    @Test func editableRowsCollapsedSectionsAndOutlines() throws {
        struct Rows: View {
            @State var items = ["Milk", "Eggs"]
            var body: some View {
                List {
                    ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
                    Section("Hidden", isExpanded: .constant(false)) { Text("Inside") }
                    OutlineGroup([Node(id: 1, name: "Root", children: [Node(id: 2, name: "Leaf")])], children: \.children) { Text($0.name) }
                }
            }
        }
        let texts = try text(Rows())
        #expect(texts.contains("Milk") && texts.contains("Eggs") && texts.contains("HIDDEN") && texts.contains("Root"), "\(texts)")
        #expect(!texts.contains("Inside") && !texts.contains("Leaf"), "\(texts)")
    }

    @Test func timersRunOnTheRendersClock() throws {
        var env = EnvironmentValues()
        let start = env.now
        env.time = 65
        let interval = start...start.addingTimeInterval(600)
        let down = try TestSupport.renderer.layout(RenderRequest(Text(timerInterval: interval), width: 200, height: 40, environment: env)).displayList
        let up = try TestSupport.renderer.layout(RenderRequest(Text(timerInterval: interval, countsDown: false), width: 200, height: 40, environment: env)).displayList
        func first(_ list: DisplayList) -> String? { list.ops.compactMap { if case let .glyphs(r, _, _) = $0 { return r.text } else { return nil } }.first }
        #expect(first(down) == "8:55" && first(up) == "1:05", "\(String(describing: first(down))) \(String(describing: first(up)))")
        // A timer's progress bar is as full as the clock is through the interval (counting up).
        let bar = ProgressView(timerInterval: start...start.addingTimeInterval(130), countsDown: false).frame(width: 200)
        let c = try TestSupport.renderer.render(RenderRequest(bar, width: 200, height: 10, environment: env, background: .white))
        let y = c.height / 2
        #expect(Int(c[3 * 90, y].b) > Int(c[3 * 90, y].r) + 80, "\(c[3 * 90, y])")   // filled to 50 % of 200 pt
        #expect(abs(Int(c[3 * 110, y].r) - Int(c[3 * 110, y].b)) < 30, "\(c[3 * 110, y])")
        #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated)) == "5 km")
        #expect(EnvironmentValues().isSearching == false && EnvironmentValues().legibilityWeight == nil)
    }
}

@Suite struct CollectionEditTests {
    @Test func removeAndMoveByOffsets() {
        var a = ["a", "b", "c", "d"]
        a.remove(atOffsets: [1, 3])
        #expect(a == ["a", "c"])
        var b = ["a", "b", "c", "d"]
        b.move(fromOffsets: [0], toOffset: 3)
        #expect(b == ["b", "c", "a", "d"])
        var c = ["a", "b", "c", "d"]
        c.move(fromOffsets: [3], toOffset: 0)
        #expect(c == ["d", "a", "b", "c"])
        var d = ["a", "b", "c", "d"]
        d.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(d == ["b", "d", "a", "c"])
    }
}

/// Foundation's Markdown parsing, which Linux's lacks: runs with their inline presentation
/// intents and links, drawn bold, italic and as links in a `Text`.
@Suite struct AttributedMarkdownTests {
    @Test func markdownRunsCarryTheirIntents() throws {
        let text = try AttributedString(markdown: "Plain **bold** _it_ [site](https://example.com)")
        let runs = text.runs.map { (String(text[$0.range].characters), $0[AttributeScopes.RowSceneAttributes.InlinePresentationIntentAttribute.self], $0.link) }
        #expect(runs.contains { $0.0 == "bold" && $0.1 == .stronglyEmphasized })
        #expect(runs.contains { $0.0 == "it" && $0.1 == .emphasized })
        #expect(runs.contains { $0.0 == "site" && $0.2 == URL(string: "https://example.com") })
        #expect(String(text.characters) == "Plain bold it site")
    }
}

/// Dismissing the keyboard as apps do (`sendAction(#selector(UIResponder.resignFirstResponder), …)`,
/// `endEditing(true)`): the row file compiles unedited (the selector read as UIKit's) and
/// nothing happens in a frame.
@MainActor @Suite struct KeyboardDismissalTests {
    @Test func resigningTheFirstResponderCompilesAndDoesNothing() {
        #expect(UIApplication.shared.sendAction(Selector("UIResponder.resignFirstResponder"), to: nil, from: nil, for: nil) == false)
        #expect(UIView().endEditing(true))
    }
}

/// A SwiftUI row registered as a collection view cell's content, as UIKit apps host their rows:
/// the registration and its configurations compile and keep what the code sets.
@MainActor @Suite struct CollectionCellTests {
    struct Row: View { let title: String; var body: some View { Text(title) } }
    @Test func aRowHostedInACellRegistration() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            cell.contentConfiguration = UIHostingConfiguration { Row(title: title) }.margins(.horizontal, 16).minSize(height: 44)
            var background = UIBackgroundConfiguration.listCell()
            background.backgroundColorTransformer = .init { _ in .clear }
            cell.backgroundConfiguration = background
            cell.accessories = [.disclosureIndicator(displayed: .whenNotEditing), .multiselect(displayed: .whenEditing)]
        }
        let cell = UICollectionViewListCell(frame: .zero)
        registration.handler(cell, IndexPath(item: 0, section: 0), "Ubuntu.iso")
        let content = cell.contentConfiguration as? UIHostingConfiguration<Row, EmptyView>
        #expect(content?.content.title == "Ubuntu.iso" && content?.minSize.height == 44 && cell.accessories.count == 2)
    }
}

/// A stack places its children with its own bounds across its axis: a view measured for its
/// ideal height in a row of unknown height (a divider, an accent bar) fills the row's height
/// once its siblings have set it, as SwiftUI's stacks do.
@MainActor @Suite struct StackPlacementTests {
    @Test func anAccentBarFillsItsRowsHeight() throws {
        let row = HStack(spacing: 8) {
            Color(red: 1, green: 0, blue: 0).frame(width: 4)
            VStack(alignment: .leading) { Text("Title"); Text("Subtitle"); Text("Detail") }
        }
        for container in [AnyView(ScrollView { row }), AnyView(List { row }.listStyle(.plain)), AnyView(row.fixedSize(horizontal: false, vertical: true))] {
            let c = try TestSupport.renderer.render(RenderRequest(container, width: 200, height: 200, background: .white))
            var redRows = 0
            for y in 0..<c.height { if (0..<c.width).contains(where: { c[$0, y].r > 200 && c[$0, y].g < 60 }) { redRows += 1 } }
            #expect(redRows > 3 * 55, "\(redRows) px of bar")   // three lines of text, about 60 pt
        }
    }
}

@Suite struct TryCatchTests {
    struct E: Error {}
    @Test func tryCatchRecoversOrFailsWithTheHandlersError() {
        var keep = Set<AnyCancellable>(), out: [Int] = [], failed = false
        Fail<Int, E>(error: E()).tryCatch { _ in Just(7) }.sink(receiveCompletion: { _ in }, receiveValue: { out.append($0) }).store(in: &keep)
        Fail<Int, E>(error: E()).tryCatch { _ -> Just<Int> in throw E() }
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in }).store(in: &keep)
        #expect(out == [7] && failed)
    }
}
