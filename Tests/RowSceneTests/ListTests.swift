import Foundation
import Testing
import RowFiles
import RowRaster
import RowTestSupport
@testable import RowScene

/// A settings screen as iOS teams write one: sections with headers and footers, navigation
/// rows, a toggle, labeled values, a destructive button — in the default (inset grouped),
/// grouped and plain styles.
struct SettingsList: View {
    var body: some View {
        List {
            Section {
                NavigationLink { Text("Profile") } label: {
                    Label("Account", systemImage: "person.crop.circle")
                }
                Toggle("Notifications", isOn: .constant(true))
                LabeledContent("Version", value: "2.4.1")
            } header: {
                Text("General")
            } footer: {
                Text("Notifications include reminders and shared expenses.")
            }
            Section("Data") {
                NavigationLink("Export") { Text("Export") }
                Button("Delete All Data", role: .destructive) {}
            }
        }
    }
}

@MainActor @Suite struct ListTests {
    @Test(arguments: [("inset-grouped", ListStyleKind.insetGrouped), ("grouped", .grouped), ("plain", .plain), ("inset", .inset)])
    func settingsListMatchesItsGolden(_ c: (name: String, style: ListStyleKind)) async throws {
        var env = EnvironmentValues()
        env.listStyle = c.style
        for scheme in [ColorScheme.light, .dark] {
            env.colorScheme = scheme
            try await TestSupport.checkGolden(RenderRequest(SettingsList(), width: 390, environment: env, background: Color(.systemBackground)),
                                        suite: "RowScene", ImageName(base: "list-\(c.name)", appearance: scheme.rawValue, scale: 3))
        }
    }

    /// iOS measurements: 44 pt minimum rows; inset grouped cards 20 pt from each edge.
    struct TwoRows: View {
        var body: some View { Text("Write to us").layoutTag("a"); Text("Version").layoutTag("b") }
    }
    struct AboutSection: View {
        var body: some View { Section("About") { TwoRows() } }
    }

    /// A view list runs through views of your own: a view whose body is a Section is that
    /// section (header and all), one whose body is two views is two rows, one below the other.
    @Test func customViewsStandForTheRowsAndSectionsOfTheirBodies() throws {
        let layout = try TestSupport.renderer.layout(RenderRequest(Form { AboutSection() }, width: 390))
        let a = try #require(layout.frames["a"]), b = try #require(layout.frames["b"])
        #expect(b.minY >= a.maxY + 20)   // separate rows, each at least 44 pt
        let texts = layout.displayList.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(texts.contains("ABOUT"))
    }

    /// A list takes the height it is offered, as a scroll view does, its rows from the top and
    /// its grouped background to the bottom; asked for its ideal size it is as tall as its rows.
    /// Under a header in a screen-sized VStack it takes what the header leaves.
    @Test func aListFillsTheHeightOfferedFromTheTop() throws {
        let ideal = try TestSupport.renderer.layout(RenderRequest(List { Text("One").layoutTag("one") }, width: 390))
        let screen = try TestSupport.renderer.layout(RenderRequest(List { Text("One").layoutTag("one") }, width: 390, height: 844))
        #expect(screen.size.height == 844)
        #expect(screen.frames["one"] == ideal.frames["one"])
        #expect(ideal.size.height < 200)
        let page = VStack(spacing: 0) { Text("Header").frame(height: 44).layoutTag("header"); List { Text("One") }.layoutTag("list") }
        let f = try TestSupport.renderer.layout(RenderRequest(page, width: 390, height: 844)).frames
        #expect(f["header"]?.minY == 0)
        #expect(f["list"] == Rect(x: 0, y: 44, width: 390, height: 800))
        // Offered less than its rows, it shows their top (a scroll view at its start) and cuts
        // the rest: a Form snapshotted at 375 × 60 keeps its row where it stands, not centred.
        let short = try TestSupport.renderer.layout(RenderRequest(Form { Text("One").layoutTag("one"); Text("Two") }, width: 390, height: 60))
        let tall = try TestSupport.renderer.layout(RenderRequest(Form { Text("One").layoutTag("one"); Text("Two") }, width: 390))
        #expect(short.size.height == 60 && tall.size.height > 60)
        #expect(short.frames["one"] == tall.frames["one"])
        let clips = short.displayList.ops.filter { if case let .beginLayer(style) = $0 { return style.clip != nil }; return false }
        #expect(clips.count == 2, "the list's viewport and its card")
        // A list given no height at all draws nothing of its rows, and nothing fails.
        let none = try TestSupport.renderer.render(VStack(spacing: 0) { Form { Text("One") }.frame(height: 0); Color.red.frame(height: 10) }, width: 100)
        #expect(none.height == Int(10 * EnvironmentValues().displayScale))
    }

    enum Format: String, CaseIterable, Identifiable { case pdf, png; var id: Self { self } }

    /// A picker shows the option tagged with its selection — its own `tag`, or the id of the
    /// ForEach element it was made for, as SwiftUI tags a ForEach's views — in the secondary
    /// style in a Form's row and in the tint elsewhere.
    @Test func pickersShowTheSelectedOptionTaggedByTheirForEach() throws {
        func texts(_ view: some View) throws -> [(String, RGBA)] {
            try TestSupport.renderer.displayList(view, width: 390).ops.compactMap { op in
                if case let .glyphs(run, paint, _) = op, case let .solid(c) = paint { return (run.text ?? "", c) }
                return nil
            }
        }
        let implicit = Picker("Format", selection: .constant(Format.png)) { ForEach(Format.allCases) { Text($0.rawValue.uppercased()) } }
        let inForm = try texts(Form { implicit })
        let png = try #require(inForm.first { $0.0 == "PNG" })
        #expect(!inForm.contains { $0.0 == "PDF" })
        let secondary = Color.secondary.resolve(.light).quantized
        #expect(png.1 == secondary)
        // Outside a list the value takes the tint; an explicit tag wins over the element's id.
        let explicit = Picker("Format", selection: .constant(2)) { ForEach(Format.allCases) { Text($0.rawValue).tag($0 == .pdf ? 2 : 3) } }
        let alone = try texts(explicit)
        #expect(alone.first { $0.0 == "pdf" }?.1 == Color.accentColor.resolve(.light).quantized)
        #expect(!alone.contains { $0.0 == "png" })
    }

    @Test func rowsAreAtLeast44PointsOnCardsInsetBy20() throws {
        let layout = try TestSupport.renderer.layout(List { Text("One").layoutTag("one"); Text("Two") }, width: 390)
        let one: Rect = try #require(layout.frames["one"])
        #expect(abs(one.x - 40) < 0.5)                 // card 20 + content 20
        let minimum: Double = 16 + 2 * 44 + 16
        #expect(layout.size.height >= minimum - 0.5)
        // Row list settings are read: insets and hidden separators.
        let wide = Text("Wide").layoutTag("w").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let custom = try TestSupport.renderer.layout(List { wide }, width: 390)
        let w: Rect = try #require(custom.frames["w"])
        #expect(abs(w.x - 20) < 0.5)
    }
}

/// Modifiers on a `Section` apply to each of its rows, as SwiftUI applies a modifier to each
/// view of a list: `Section { … }.listRowBackground(…)` colors every row, and the section keeps
/// its header and its rows apart (it was drawn as one row with its rows on top of each other).
/// A row setting is a trait of the row wherever it stands in the row's modifiers.
@MainActor @Suite struct SectionModifierTests {
    func redRows(_ view: some View) throws -> (rows: Int, firstRed: Int?) {
        let canvas = try TestSupport.renderer.render(RenderRequest(view, width: 300, height: 300, background: .white))
        var rows = 0, first: Int?
        for y in 0..<canvas.height where canvas[450, y].r > 200 && canvas[450, y].g < 60 {
            rows += 1; if first == nil { first = y }
        }
        return (rows, first)
    }

    @Test func aSectionsRowBackgroundColorsEachRowUnderItsHeader() throws {
        let list = List {
            Section("Expenses") { Text("Bakery"); Text("Market") }
                .listRowBackground(Color.red)
        }
        let (rows, first) = try redRows(list)
        // Two 44 pt rows (3×), each red; the header above them is not.
        #expect(rows >= 2 * 44 * 3 - 6, "\(rows)")
        #expect((first ?? 0) > 30 * 3, "\(first ?? -1)")
    }

    @Test func aRowSettingInsideOtherModifiersStillApplies() throws {
        let list = List { Text("Bakery").listRowBackground(Color.red).padding(.vertical, 2) }
        #expect(try redRows(list).rows >= 40 * 3)
    }
}

/// A scroll view lays its content out for the proposal it measured it with — unbounded along
/// the scrolling axis — as SwiftUI does, not for the content's frame: a stack offered exactly
/// its ideal height shares it out among its children evenly, so a cell drew its description
/// for half the cell's height, one line and "…", where iOS wraps it (val6 r515).
@MainActor @Suite struct ScrollContentProposalTests {
    struct Cell: View {
        var body: some View {
            HStack {
                Color.gray.frame(width: 32, height: 32)
                Spacer()
                VStack { Text("8:42 - 1st"); Text("7 - 0") }.font(.system(size: 14)).frame(width: 72)
                Spacer()
                Text("Wang, Jameson 12 yd pass to Robinson, Nick (Zhao, Alan kick)").font(.system(size: 14)).frame(width: 217)
            }
            .padding(.vertical, 12)
        }
    }

    @Test func contentInAScrollViewIsLaidOutAsMeasured() throws {
        let view = ScrollView { VStack(spacing: 0) { Cell(); Divider() } }
        let list = try TestSupport.renderer.displayList(view, width: 342)
        let texts = list.ops.compactMap { op -> String? in
            if case let .glyphs(run, _, _) = op { return run.text } else { return nil }
        }
        // The description is two lines, neither truncated.
        #expect(texts.contains { $0.hasPrefix("Wang, Jameson") && !$0.hasSuffix("…") }, "\(texts)")
        #expect(texts.contains { $0.hasPrefix("Robinson") }, "\(texts)")
    }
}
