import Foundation
import Testing
import SwiftUI
import AVKit
import AudioToolbox
import PhotosUI
import UniformTypeIdentifiers
import RowLogging
import RowRaster
import RowPNG
import RowTestSupport

/// API that the whole apps of the measured corpus halves use and RowFrame lacked, found by
/// counting every SwiftUI file of those apps (tools/compat/app-corpus.sh, api-usage.py) and by
/// type-checking the calls they make (tools/compat/call-forms.py): each compiles as SwiftUI's
/// does and does in a row what iOS does with it.
@MainActor @Suite struct WholeAppAPITests {
    func render(_ view: some View, width: Double, height: Double) throws -> RowRaster.Canvas {
        try TestSupport.renderer.render(RenderRequest(view, width: width, height: height))
    }
    func frames(_ view: some View, width: Double, height: Double) throws -> [String: Rect] {
        try TestSupport.renderer.layout(RenderRequest(view, width: width, height: height)).frames
    }

    /// Text entry's keyboard modifiers take UIKit's and SwiftUI's types, as on iOS, and leave
    /// the field as it is drawn.
    @Test func keyboardModifiersTakeTheirTypes() throws {
        @State var text = ""
        let plain = try render(TextField("Amount", text: .constant("")).frame(width: 200), width: 200, height: 40)
        let field = TextField("Amount", text: .constant(""))
            .keyboardType(.decimalPad).textContentType(.oneTimeCode).textInputAutocapitalization(.never)
            .disableAutocorrection(true).autocapitalization(.none).autocorrectionDisabled()
            .keyboardShortcut(.defaultAction).keyboardShortcut("s", modifiers: [.command, .shift])
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
        #expect(try render(field.frame(width: 200), width: 200, height: 40) == plain)
        #expect(TextInputAutocapitalization(.words) == .words && UIKeyboardType.alphabet == .asciiCapable)
        // A field's prompt is what it shows empty; labelled fields take a view label.
        let prompted = try render(TextField("Title", text: .constant(""), prompt: Text("Prompt")).frame(width: 200), width: 200, height: 40)
        let titled = try render(TextField("Prompt", text: .constant("")).frame(width: 200), width: 200, height: 40)
        #expect(prompted == titled)
        let labelled = try render(TextField(text: .constant(""), prompt: Text("Prompt")) { Text("Label") }.frame(width: 200), width: 200, height: 40)
        #expect(labelled == titled)
        _ = SecureField(text: .constant("x"), prompt: Text("Password")) { Text("Password") }
    }

    /// A text field is as tall as iOS draws it at every Dynamic Type size: its line's box is
    /// taller than a `Text`'s (heights read off iOS references of one field, o487–o500, @3x).
    @Test func textFieldsAreAsTallAsIOSDrawsThem() throws {
        let iOS: [(DynamicTypeSize, Double)] = [(.xSmall, 18.67), (.small, 19.67), (.medium, 21), (.large, 22), (.xLarge, 24.67),
            (.xxLarge, 27), (.xxxLarge, 29.33), (.accessibility1, 35.33), (.accessibility2, 41.33), (.accessibility3, 49.67),
            (.accessibility4, 58), (.accessibility5, 65)]
        for (size, height) in iOS {
            var environment = EnvironmentValues()
            environment.displayScale = 3; environment.dynamicTypeSize = size
            let field = TextField("Name", text: .constant("Tigger")).layoutTag("f")
            let f = try TestSupport.renderer.layout(RenderRequest(field, width: 390, environment: environment)).frames["f"]!
            #expect(abs(f.height - height) < 0.05, "\(size): \(f.height) pt, iOS \(height)")
        }
        var environment = EnvironmentValues(); environment.displayScale = 3
        let bordered = TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).layoutTag("f")
        #expect(try TestSupport.renderer.layout(RenderRequest(bordered, width: 390, environment: environment)).frames["f"]!.height == 34)
    }

    /// A text field style of the app's own (`_body(configuration:)`) puts its views around the
    /// field it is given, which is drawn plain; a built-in style inside it draws the field again.
    @Test func customTextFieldStylesWrapThePlainField() throws {
        struct Outlined: TextFieldStyle {
            func _body(configuration: TextField<Self._Label>) -> some View {
                configuration.padding(10).layoutTag("inner")
                    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.red, lineWidth: 2))
            }
        }
        let styled = TextField("Name", text: .constant("Ana")).textFieldStyle(Outlined()).layoutTag("field")
        let f = try frames(styled.frame(width: 200), width: 200, height: 80)
        let plainHeight = try frames(TextField("Name", text: .constant("Ana")).layoutTag("field").frame(width: 200), width: 200, height: 80)["field"]!.height
        #expect(abs(f["field"]!.height - (plainHeight + 20)) < 0.01 && abs(f["inner"]!.width - 200) < 0.01)
        let picture = try render(styled.frame(width: 200), width: 200, height: 80)
        let plain = try render(TextField("Name", text: .constant("Ana")).padding(10).frame(width: 200), width: 200, height: 80)
        #expect(picture != plain)   // the outline
        // Built-in styles still draw the field themselves; the style nearest the field wins.
        let bordered = try render(TextField("Name", text: .constant("Ana")).textFieldStyle(.roundedBorder).frame(width: 200), width: 200, height: 80)
        let overridden = try render(TextField("Name", text: .constant("Ana")).textFieldStyle(.roundedBorder).textFieldStyle(Outlined()).frame(width: 200), width: 200, height: 80)
        #expect(bordered == overridden && bordered != plain)
    }

    /// The oracle's twelfth half's apps: a string measured by UIKit, the app container's
    /// folders, system sounds, and an `AsyncImage` whose content is SwiftUI's conditional type.
    @Test func measuredStringsFoldersSoundsAndConditionalContent() throws {
        // `size(withAttributes:)` is the text's one-line size in the font given, unrounded (a
        // Text's frame is that size rounded up to the pixel grid).
        let small = ("Caption" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let large = ("Caption" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        let text = try frames(Text("Caption").font(.system(size: 12)).layoutTag("t").fixedSize(), width: 300, height: 100)["t"]!
        #expect(text.width - small.width >= 0 && text.width - small.width < 1.0 / 3)
        #expect(text.height - small.height >= 0 && text.height - small.height < 1.0 / 3)
        #expect(large.width > 1.8 * small.width && large.height > 1.8 * small.height)
        // The folders are the render's app container, never the user's own.
        #expect(URL.cachesDirectory.path.hasPrefix(URL.temporaryDirectory.path) && URL.cachesDirectory.path.hasSuffix("Library/Caches"))
        #expect(URL.documentsDirectory.lastPathComponent == "Documents" && URL.applicationSupportDirectory.deletingLastPathComponent() == URL.libraryDirectory)
        // A render is silent; a completion still runs.
        nonisolated(unsafe) var completed = false
        AudioServicesPlaySystemSound(1104)
        AudioServicesPlaySystemSoundWithCompletion(kSystemSoundID_Vibrate) { completed = true }
        #expect(completed)
        // With nothing fetched, the placeholder branch draws.
        let image: AsyncImage<_ConditionalContent<Image, Color>> = AsyncImage(url: URL(string: "https://example.com/a.png")) { $0 } placeholder: { Color.red }
        let drawn = try render(image.frame(width: 20, height: 20), width: 20, height: 20)
        #expect(drawn == (try render(Color.red.frame(width: 20, height: 20), width: 20, height: 20)))
    }

    /// Toolbar content is built as SwiftUI builds it — items, groups, conditionals, and types of
    /// the app's own — and the toolbar, outside the row, is not drawn.
    @Test func toolbarContentBuildsAndIsNotDrawn() throws {
        struct Items: ToolbarContent {
            let editing: Bool
            var body: some ToolbarContent {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                if editing {
                    ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Button("B") {} }
                } else {
                    ToolbarSpacer()
                }
            }
        }
        let plain = try render(Text("Row").frame(width: 100, height: 30), width: 100, height: 30)
        let view = Text("Row").frame(width: 100, height: 30)
            .toolbar { Items(editing: true); ToolbarItem(id: "x") { Text("x") } }
            .toolbar { Button("Loose") {} }
            .toolbarBackground(.visible, for: .navigationBar).toolbarBackground(Color.red, for: .tabBar)
            .toolbarTitleDisplayMode(.inline).toolbarRole(.editor).navigationSubtitle("Sub").toolbar(.hidden, for: .tabBar)
        #expect(try render(view, width: 100, height: 30) == plain)
    }

    /// `safeAreaInset` stacks its content along the edge and insets the view by it.
    @Test func safeAreaInsetStacksItsContentAlongTheEdge() throws {
        let bottom = try frames(Color.blue.layoutTag("main")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50).layoutTag("bar") }, width: 200, height: 300)
        let main = try #require(bottom["main"]), bar = try #require(bottom["bar"])
        #expect(abs(main.height - 250) < 0.5 && abs(bar.y - 250) < 0.5 && abs(bar.width - 200) < 0.5)
        let top = try frames(Color.blue.layoutTag("main")
            .safeAreaInset(edge: .top, spacing: 10) { Color.red.frame(height: 40).layoutTag("bar") }, width: 200, height: 300)
        let topMain = try #require(top["main"]), topBar = try #require(top["bar"])
        #expect(abs(topMain.y - 50) < 0.5 && abs(topBar.y) < 0.5)
        let leading = try frames(Color.blue.layoutTag("main")
            .safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 30).layoutTag("bar") }, width: 200, height: 100)
        #expect(abs(try #require(leading["main"]).x - 30) < 0.5)
    }

    /// A named coordinate space measures frames from its corner; `.scrollView` is the
    /// enclosing scroll view's; a name nobody set is the render's.
    @Test func namedCoordinateSpacesMeasureFromTheirCorner() throws {
        var seen: [String: CGRect] = [:]
        let reader = GeometryReader { proxy in
            Color.clear.onAppear {
                seen["named"] = proxy.frame(in: .named("card"))
                seen["new"] = proxy.frame(in: NamedCoordinateSpace.named("card"))
                seen["global"] = proxy.frame(in: .global)
                seen["unknown"] = proxy.frame(in: .named("nobody"))
                seen["scroll"] = proxy.frame(in: .scrollView)
            }
        }
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            ScrollView { reader.frame(height: 20).padding(.top, 12) }.frame(height: 100).padding(.leading, 7).coordinateSpace(name: "card")
        }
        _ = try render(view.frame(width: 100, height: 200, alignment: .top), width: 100, height: 200)
        let global = try #require(seen["global"])
        #expect(abs(global.minY - 52) < 0.5 && abs(global.minX - 7) < 0.5)
        let named = try #require(seen["named"]), scroll = try #require(seen["scroll"])
        #expect(abs(named.minY - 12) < 0.5 && abs(named.minX - 7) < 0.5)
        #expect(seen["new"] == seen["named"] && seen["unknown"] == global)
        #expect(abs(scroll.minY - 12) < 0.5 && abs(scroll.minX) < 0.5)
    }

    /// `containerRelativeFrame` sizes a view from the scroll view around it (columns with
    /// spacing), or from the screen when none is.
    @Test func containerRelativeFramesFollowTheScrollView() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).layoutTag("card")
                Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).layoutTag("wide")
            }
        }.frame(width: 320, height: 50)
        let f = try frames(view, width: 320, height: 50)
        #expect(abs(try #require(f["card"]).width - 100) < 0.5)
        #expect(abs(try #require(f["wide"]).width - 210) < 0.5)
        let screen = try frames(Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.layoutTag("half"), width: 300, height: 50)
        #expect(abs(try #require(screen["half"]).width - 195) < 0.5)
    }

    /// `contentMargins` pads what scroll views inside show; indicator margins pad nothing.
    @Test func contentMarginsPadScrollContent() throws {
        let content = ScrollView { Color.red.frame(height: 20).layoutTag("row") }.frame(width: 200, height: 100)
        let padded = try frames(content.contentMargins(.horizontal, 24, for: .scrollContent), width: 200, height: 100)
        let row = try #require(padded["row"])
        #expect(abs(row.x - 24) < 0.5 && abs(row.width - 152) < 0.5)
        let indicators = try frames(content.contentMargins(.horizontal, 24, for: .scrollIndicators), width: 200, height: 100)
        #expect(abs(try #require(indicators["row"]).x) < 0.5)
        // The scroll behaviour modifiers leave a frame as it is.
        let plain = try render(content, width: 200, height: 100)
        let behaved = content.scrollIndicators(.hidden).scrollDismissesKeyboard(.interactively).scrollTargetBehavior(.viewAligned)
            .scrollTargetLayout().scrollBounceBehavior(.basedOnSize).scrollTargetBehavior(.paging)
        #expect(try render(behaved, width: 200, height: 100) == plain)
    }

    /// A disclosure group shows its label and a chevron collapsed, and its content too when expanded.
    @Test func disclosureGroupsShowTheirContentWhenExpanded() throws {
        let collapsed = try frames(DisclosureGroup("Advanced") { Text("Hidden").layoutTag("content") }.layoutTag("group"), width: 300, height: 200)
        let closed = try #require(collapsed["group"])
        #expect(collapsed["content"] == nil && abs(closed.width - 300) < 0.5)
        let expanded = try frames(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Shown").layoutTag("content") }.layoutTag("group"),
                                  width: 300, height: 200)
        let shown = try #require(expanded["content"]), open = try #require(expanded["group"])
        #expect(shown.y > 20 && open.height > closed.height)
    }

    /// The segmented picker is iOS's segmented control: equal segments across the width, the
    /// selected one raised on a white thumb.
    @Test func segmentedPickersDrawTheSegmentedControl() throws {
        let picker = Picker("Period", selection: .constant(1)) {
            Text("Day").tag(0); Text("Week").tag(1); Text("Month").tag(2)
        }.pickerStyle(.segmented).layoutTag("picker")
        let f = try frames(picker, width: 300, height: 40)
        let control = try #require(f["picker"])
        #expect(abs(control.height - 32) < 0.5 && abs(control.width - 300) < 0.5)
        let canvas = try render(picker.padding(4).background(Color(white: 0.5)), width: 308, height: 40)
        let k = canvas.width / 308
        // The middle segment's thumb is white; the first segment shows the track, darker.
        let thumb = canvas[Int(154 * k), Int(8 * k)], track = canvas[Int(20 * k), Int(8 * k)]
        #expect(thumb.r > 240 && thumb.g > 240 && track.r < thumb.r - 20)
        let report = try TestSupport.renderer.layout(RenderRequest(picker, width: 300, height: 40))
        #expect(!report.warnings.contains { $0.contains("segmented") })
    }

    /// Smaller API: styles by their names, presentation settings, writable edit mode, AnyShape,
    /// `Color(.white)` as UIKit's white, circular bordered buttons, glass buttons.
    @Test func stylesAndSmallerAPIs() throws {
        let plain = try render(Text("Row").frame(width: 100, height: 30), width: 100, height: 30)
        let styled = Text("Row").frame(width: 100, height: 30)
            .formStyle(.grouped).menuStyle(.borderlessButton).menuIndicator(.hidden).menuOrder(.fixed)
            .presentationCornerRadius(20).presentationBackground(.thinMaterial).presentationCompactAdaptation(.popover)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium)).tabViewStyle(.sidebarAdaptable)
            .environment(\.editMode, .constant(.active)).datePickerStyle(.compact)
        #expect(try render(styled, width: 100, height: 30) == plain)
        #expect(Color(.white) == Color(UIColor.white))
        // Size classes, the scene phase and the open-URL action are the environment's to set.
        struct SizeClassProbe: View {
            @Environment(\.horizontalSizeClass) var sizeClass
            var body: some View { Color.clear.frame(width: sizeClass == .regular ? 80 : 40, height: 10).layoutTag("probe") }
        }
        let regular = try frames(SizeClassProbe().environment(\.horizontalSizeClass, .regular).environment(\.scenePhase, .background), width: 100, height: 20)
        let compact = try frames(SizeClassProbe(), width: 100, height: 20)
        let wide = try #require(regular["probe"]), narrow = try #require(compact["probe"])
        #expect(wide.width == 80 && narrow.width == 40)
        nonisolated(unsafe) var opened: URL?
        let action = OpenURLAction { url in opened = url; return .handled }
        var env = EnvironmentValues()
        env.openURL = action
        env.openURL(URL(string: "https://example.com")!)
        #expect(opened?.host == "example.com")
        let shape = AnyShape(Circle())
        #expect(shape.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == Circle().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect)
        // A circular bordered button is as wide as it is tall.
        let circle = try frames(Button {} label: { Image(systemName: "plus") }.buttonStyle(.bordered).buttonBorderShape(.circle).layoutTag("b"),
                                width: 100, height: 100)
        let b = try #require(circle["b"])
        #expect(abs(b.width - b.height) < 0.5 && abs(b.height - 34) < 0.5)
        // Glass buttons draw a platter; the graphical date picker warns that it is drawn compact.
        let glass = try render(Button("Go") {}.buttonStyle(.glassProminent).tint(.red).frame(width: 100, height: 50), width: 100, height: 50)
        let k = glass.width / 100
        #expect(glass[Int(30 * k), Int(25 * k)].r > 200 && glass[Int(30 * k), Int(25 * k)].g < 120)
        let graphical = try TestSupport.renderer.layout(RenderRequest(DatePicker("On", selection: .constant(Date(timeIntervalSince1970: 0)))
            .datePickerStyle(.graphical), width: 300, height: 50))
        #expect(graphical.warnings.contains { $0.contains("datePickerStyle(.graphical)") })
    }

    /// A color picker draws its label and the color well, the selected color inside the hue ring.
    @Test func colorPickersDrawTheWell() throws {
        let view = ColorPicker("Tint", selection: .constant(Color.green)).frame(width: 200, height: 40)
        let canvas = try render(view, width: 200, height: 40)
        let k = canvas.width / 200
        let middle = canvas[Int((200 - 14) * k), Int(20 * k)]
        #expect(middle.g > 150 && middle.r < 120)
    }

    /// The frameworks rows import beside SwiftUI: unified logging's `Logger` (messages built with
    /// privacy and formats, then dropped), content types, the video player, the photo picker.
    @Test func frameworksRowsImport() async throws {
        let logger = Logger(subsystem: "app", category: "rows")
        let count = 3
        logger.info("loaded \(count, privacy: .public) rows in \(0.25, format: .fixed(precision: 2))s")
        let message: OSLogMessage = "user \(count, privacy: .private) \("name", align: .left(columns: 8))"
        #expect(message.text == "user 3 name")
        // Content types: lookups and the hierarchy.
        #expect(UTType(filenameExtension: "PNG") == .png && UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text) && UTType("public.jpeg") == .jpeg && UTType("com.example.nothing") == nil)
        #expect(UTType(exportedAs: "com.example.note", conformingTo: .json).conforms(to: .text))
        #expect(UTType.plainText.preferredFilenameExtension == "txt" && UTType.image.isSupertype(of: .heic))
        // A video player is black in its frame (no video is decoded), its overlay on top.
        let player = try render(VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/nothing.mp4"))) {
            Color.red.frame(width: 10, height: 10)
        }.frame(width: 100, height: 60), width: 100, height: 60)
        let k = player.width / 100
        #expect(player[2, 2].r < 10 && player[2, 2].g < 10 && player[Int(50 * k), Int(30 * k)].r > 200)
        // The photo picker is its label as a button draws it; an item loads nothing.
        let picker = try render(PhotosPicker("Add photo", selection: .constant(nil), matching: .any(of: [.images, .livePhotos]))
            .frame(width: 120, height: 30), width: 120, height: 30)
        let button = try render(Button("Add photo") {}.frame(width: 120, height: 30), width: 120, height: 30)
        #expect(picker == button)
        let loaded = try await PhotosPickerItem(itemIdentifier: "x").loadTransferable(type: Data.self)
        #expect(loaded == nil)
    }

    /// A custom `Layout` negotiates as SwiftUI's: it proposes to its subviews, reads their sizes,
    /// places them; layout values reach it; `AnyLayout` switches between stack layouts.
    @Test func customLayoutsPlaceTheirSubviews() throws {
        /// Tags wrapping onto lines (the layout apps write most).
        struct FlowLayout: Layout {
            var spacing: CGFloat = 4
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let rows = lines(width: proposal.width ?? .infinity, subviews: subviews)
                let width = rows.map { $0.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(0, $0.count - 1)) }.max() ?? 0
                let height = rows.map { $0.map(\.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
                return CGSize(width: width, height: height)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY, index = 0
                for line in lines(width: bounds.width, subviews: subviews) {
                    var x = bounds.minX
                    for size in line {
                        subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                        x += size.width + spacing; index += 1
                    }
                    y += (line.map(\.height).max() ?? 0) + spacing
                }
            }
            func lines(width: CGFloat, subviews: Subviews) -> [[CGSize]] {
                var lines: [[CGSize]] = [[]], used: CGFloat = 0
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    if used + size.width > width, !(lines.last?.isEmpty ?? true) { lines.append([]); used = 0 }
                    lines[lines.count - 1].append(size); used += size.width + spacing
                }
                return lines
            }
        }
        let flow = FlowLayout {
            ForEach(0..<5, id: \.self) { i in Color.red.frame(width: 40, height: 20).layoutTag("t\(i)") }
        }.layoutTag("flow")
        let f = try frames(flow.frame(width: 100, alignment: .topLeading), width: 100, height: 200)
        // Two per line in 100 pt: (0,0) (44,0) / (0,24) (44,24) / (0,48).
        let t1 = try #require(f["t1"]), t2 = try #require(f["t2"]), t4 = try #require(f["t4"]), whole = try #require(f["flow"])
        #expect(t1.x == 44 && t1.y == 0 && t2.x == 0 && t2.y == 24 && t4.y == 48)
        #expect(whole.width == 84 && whole.height == 68)

        /// Places each subview at the offset its layout value says.
        struct Offset: LayoutValueKey { static let defaultValue: CGFloat = 0 }
        struct ByValue: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 50) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for s in subviews { s.place(at: CGPoint(x: bounds.minX + s[Offset.self], y: bounds.midY), anchor: .leading, proposal: .unspecified) }
            }
        }
        let valued = try frames(ByValue { Color.blue.frame(width: 10, height: 10).layoutTag("a"); Color.blue.frame(width: 10, height: 10).layoutValue(key: Offset.self, value: 30).layoutTag("b") },
                                width: 100, height: 50)
        let a = try #require(valued["a"]), b = try #require(valued["b"])
        #expect(a.x == 0 && b.x == 30 && a.y == 20)

        // AnyLayout lays out as the stack layout it holds.
        func stacked(_ wide: Bool) throws -> [String: Rect] {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return try frames(layout { Color.red.frame(width: 30, height: 30).layoutTag("x"); Color.red.frame(width: 30, height: 30).layoutTag("y") }
                .frame(width: 100, height: 100, alignment: .topLeading), width: 100, height: 100)
        }
        let h = try stacked(true), v = try stacked(false)
        let hy = try #require(h["y"]), vy = try #require(v["y"])
        #expect(hy.x == 30 && hy.y == 0 && vy.x == 0 && vy.y == 30)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8 && ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    }

    /// A `Canvas` draws what its closure draws into the graphics context, in order, under the
    /// context's transform, opacity and clip.
    @Test func canvasDrawsWhatItsClosureDraws() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.white))
            context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 60, y: 0)
            moved.opacity = 0.5
            moved.fill(Path(CGRect(x: 0, y: 10, width: 30, height: 30)), with: .color(.blue))
            context.stroke(Path { p in p.move(to: CGPoint(x: 0, y: 80)); p.addLine(to: CGPoint(x: 120, y: 80)) }, with: .color(.green), lineWidth: 4)
            context.draw(Text("Hi").font(.system(size: 12)), at: CGPoint(x: 100, y: 60), anchor: .center)
        }
        let picture = try render(canvas.frame(width: 120, height: 100), width: 120, height: 100)
        let k = Double(picture.width) / 120
        func px(_ x: Double, _ y: Double) -> Pixel { picture[Int(x * k), Int(y * k)] }
        #expect(px(30, 30).r > 240 && px(30, 30).g < 80)                        // the red circle
        #expect(px(5, 5).r > 240 && px(5, 5).g > 240)                             // white ground
        #expect(px(75, 25).b > 240 && px(75, 25).r > 100 && px(75, 25).r < 160)  // blue at half opacity, moved
        #expect(px(60, 80).g > 100 && px(60, 80).r < 60)                          // the green line
        var ink = 0
        for y in 52..<68 { for x in 90..<110 where px(Double(x), Double(y)).r < 128 { ink += 1 } }
        #expect(ink > 5)                                                          // the text around (100, 60)
    }

    /// `DateComponentsFormatter` (unavailable in Linux's Foundation) writes durations as Apple's
    /// does, in each units style, from Foundation's own duration formats.
    @Test func dateComponentsFormatterWritesDurations() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.unitsStyle = .full
        #expect(f.string(from: 3665) == "1 hour, 1 minute, 5 seconds")
        f.unitsStyle = .short
        #expect(f.string(from: 3665) == "1 hr, 1 min, 5 sec")
        f.unitsStyle = .abbreviated
        #expect(f.string(from: 3605) == "1h 5s")
        f.maximumUnitCount = 1
        #expect(f.string(from: 3665) == "1h")
        f.maximumUnitCount = 0
        f.unitsStyle = .positional
        #expect(f.string(from: 3665) == "1:01:05" && f.string(from: 65) == "1:05")
        f.zeroFormattingBehavior = .pad
        #expect(f.string(from: 65) == "00:01:05")
        f.unitsStyle = .full
        f.zeroFormattingBehavior = .default
        f.includesTimeRemainingPhrase = true
        var components = DateComponents()
        components.minute = 90
        #expect(f.string(from: components) == "1 hour, 30 minutes remaining")
    }

    /// Foundation's localization types Linux lacks: `LocalizedStringResource` and
    /// `String.LocalizationValue` read as their default values (no tables), and `Text` shows them.
    @Test func localizedStringResourcesReadAsTheirDefaults() throws {
        let count = 3
        let resource: LocalizedStringResource = "**\(count)** items"
        #expect(String(localized: resource) == "**3** items" && resource.key == "**3** items")
        #expect(String(localized: "greeting", defaultValue: "Hello \(count)") == "Hello 3")
        #expect(String(localized: "Plain \(count)") == "Plain 3")
        let keyed = LocalizedStringResource("title.key", defaultValue: "Title")
        #expect(String(localized: keyed) == "Title" && keyed.key == "title.key")
        // Text(resource) is the default value with Markdown, as Text(key) draws it.
        let fromResource = try render(Text(resource).frame(width: 120, height: 30), width: 120, height: 30)
        let fromKey = try render(Text("**3** items").frame(width: 120, height: 30), width: 120, height: 30)
        #expect(fromResource == fromKey)
    }

    /// `colorMultiply` multiplies the view's colors, `colorInvert` inverts them; both keep its shape.
    @Test func colorMultiplyAndInvertRecolor() throws {
        func pixel(_ view: some View) throws -> Pixel {
            let c = try render(ZStack { Color.clear; view }.frame(width: 20, height: 20), width: 20, height: 20)
            return c[c.width / 2, c.height / 2]
        }
        let multiplied = try pixel(Color(red: 1, green: 1, blue: 0.5).colorMultiply(Color(red: 0.5, green: 1, blue: 1)))
        #expect(abs(Int(multiplied.r) - 128) <= 2 && multiplied.g > 250 && abs(Int(multiplied.b) - 128) <= 2 && multiplied.a == 255)
        let inverted = try pixel(Color(red: 1, green: 0, blue: 0.25).colorInvert())
        #expect(inverted.r < 3 && inverted.g > 252 && abs(Int(inverted.b) - 191) <= 2)
        let outside = try render(Circle().fill(Color.red).frame(width: 10, height: 10).colorInvert().frame(width: 20, height: 20), width: 20, height: 20)
        #expect(outside[0, 0].a == 0)
    }

    /// `.background()` fills the view's frame with the default background style: white in light
    /// mode, black in dark, behind the content.
    @Test func anEmptyBackgroundIsTheBackgroundStyle() throws {
        let card = Color.clear.frame(width: 20, height: 20).background()
        let light = try render(card, width: 20, height: 20)
        let dark = try render(card.environment(\.colorScheme, .dark), width: 20, height: 20)
        let l = light[10, 10], d = dark[10, 10]
        #expect(l.r == 255 && l.g == 255 && l.b == 255 && l.a == 255)
        #expect(d.r == 0 && d.g == 0 && d.b == 0 && d.a == 255)
    }

    /// `onGeometryChange` reports the view's laid-out geometry; `equatable()` draws the view as
    /// it is; file, widget and navigation modifiers leave the row as it is drawn.
    @Test func geometryChangesAndSmallerModifiers() throws {
        final class Seen { var width: CGFloat = -1 }
        let seen = Seen()
        struct Probe: View {
            let seen: Seen
            @State var width: CGFloat = 0
            var body: some View {
                Color.red.frame(width: 64, height: 10)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { seen.width = $0 }
            }
        }
        _ = try render(Probe(seen: seen), width: 100, height: 20)
        #expect(seen.width == 64)
        struct Row: View, Equatable { let title: String; var body: some View { Text(title) } }
        let plain = try render(Row(title: "Same").frame(width: 80, height: 20), width: 80, height: 20)
        let modified = Row(title: "Same").equatable().frame(width: 80, height: 20)
            .fileImporter(isPresented: .constant(false), allowedContentTypes: [.pdf, .image]) { _ in }
            .widgetURL(URL(string: "app://row")).widgetAccentable().privacySensitive().deleteDisabled(true).selectionDisabled()
            .geometryGroup().statusBarHidden().navigationSplitViewColumnWidth(200).previewInterfaceOrientation(.landscapeLeft)
        #expect(try render(modified, width: 80, height: 20) == plain)
    }

    /// Hosted UIKit views draw what they show: a label's text (sized to it), a blur's material,
    /// a background color; a view controller's view is hosted as a view is.
    @Test func hostedUIKitViewsDrawWhatTheyShow() throws {
        struct LabelView: UIViewRepresentable {
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "Hosted"; label.font = .systemFont(ofSize: 20, weight: .bold); label.textColor = .systemRed
                return label
            }
            func updateUIView(_ uiView: UILabel, context: Context) {}
        }
        struct Blur: UIViewRepresentable {
            func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark)) }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        }
        struct Vibrancy: UIViewRepresentable {
            func makeUIView(context: Context) -> UIVisualEffectView {
                UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterialDark)))
            }
            func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
        }
        final class Painted: UIViewController {
            override func viewDidLoad() { view.backgroundColor = .systemGreen }
        }
        struct Controller: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> Painted { Painted() }
            func updateUIViewController(_ controller: Painted, context: Context) {}
        }
        let hosted = try frames(LabelView().layoutTag("label"), width: 300, height: 100)
        let text = try frames(Text("Hosted").font(.system(size: 20, weight: .bold)).layoutTag("label"), width: 300, height: 100)
        let a = try #require(hosted["label"]), b = try #require(text["label"])
        #expect(a.width == b.width && a.height == b.height)
        let labelPicture = try render(LabelView(), width: 100, height: 30)
        var red = 0
        for y in 0..<labelPicture.height { for x in 0..<labelPicture.width where labelPicture[x, y].r > 200 && labelPicture[x, y].g < 100 { red += 1 } }
        #expect(red > 50)
        let blur = try render(ZStack { Color.white; Blur() }.frame(width: 40, height: 40), width: 40, height: 40)
        #expect(blur[blur.width / 2, blur.height / 2].r < 200)   // the dark thin material over white
        // A vibrancy effect view draws nothing of its own (its content would be tinted).
        let vibrancy = try render(ZStack { Color.white; Vibrancy() }.frame(width: 40, height: 40), width: 40, height: 40)
        #expect(vibrancy[vibrancy.width / 2, vibrancy.height / 2].r == 255)
        let green = try render(Controller().frame(width: 40, height: 40), width: 40, height: 40)
        #expect(green[green.width / 2, green.height / 2].g > 150 && green[green.width / 2, green.height / 2].r < 120)
    }

    /// A `GeometryEffect` of the app's own moves the view's drawing by a transform of its size,
    /// its layout unchanged; `transformEffect` draws through an affine transform.
    @Test func geometryEffectsMoveTheDrawing() throws {
        struct Shift: GeometryEffect {
            nonisolated(unsafe) var amount: CGFloat
            nonisolated var animatableData: CGFloat { get { amount } set { amount = newValue } }
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: amount + size.width / 2, y: 0)) }
        }
        func redColumns(_ view: some View) throws -> (first: Int, last: Int) {
            let c = try render(ZStack(alignment: .topLeading) { Color.white; view }.frame(width: 100, height: 20, alignment: .topLeading), width: 100, height: 20)
            let k = c.width / 100
            let columns = (0..<c.width).filter { c[$0, 10 * k].g < 100 }
            return (columns.first ?? -1, columns.last ?? -1)
        }
        let square = Color.red.frame(width: 20, height: 20)
        let k = try render(square, width: 20, height: 20).width / 20
        #expect(try redColumns(square.modifier(Shift(amount: 10))) == (20 * k, 40 * k - 1))
        #expect(try redColumns(square.transformEffect(CGAffineTransform(translationX: 30, y: 0))) == (30 * k, 50 * k - 1))
        let laidOut = try frames(square.modifier(Shift(amount: 10)).layoutTag("s"), width: 100, height: 20)
        #expect(try #require(laidOut["s"]).width == 20)
    }

    /// `visualEffect` computes effects from the view's geometry and draws through them; a
    /// non-finite one is an error naming it.
    @Test func visualEffectsFollowTheGeometry() throws {
        let row = Color.red.frame(width: 20, height: 20)
            .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minX).opacity(1) }
            .padding(.leading, 15)
        let c = try render(ZStack(alignment: .topLeading) { Color.white; row }.frame(width: 100, height: 20, alignment: .topLeading), width: 100, height: 20)
        let k = c.width / 100
        let columns = (0..<c.width).filter { c[$0, 10 * k].g < 100 }
        #expect(columns.first == 30 * k && columns.last == 50 * k - 1)
        let bad = Color.red.frame(width: 20, height: 20).visualEffect { content, _ in content.scaleEffect(.nan) }
        #expect(throws: SceneError.self) { try render(bad, width: 20, height: 20) }
    }

    /// What the fourth validation half found missing (after it was measured): a stroked shape
    /// filled, `.foreground`, `UIDevice`, the share sheet, a date range's components.
    @Test func whatTheFourthHalfFoundMissing() throws {
        // A stroked shape filled: the fill drawn over the stroke (SwiftUI's FillShapeView keeps
        // the stroke as its background), so the stroke shows outside the shape only.
        let card = RoundedRectangle(cornerRadius: 4).stroke(Color.blue, lineWidth: 4).fill(Color.red).frame(width: 40, height: 40)
            .padding(4)
        let c = try render(card, width: 48, height: 48)
        let k = c.width / 48
        #expect(c[24 * k, 24 * k].r > 200 && c[24 * k, 24 * k].b < 80)   // the fill inside
        #expect(c[24 * k, 5 * k].r > 200 && c[24 * k, 5 * k].b < 80)     // the stroke's inner half under the fill
        #expect(c[24 * k, 3 * k].b > 200 && c[24 * k, 3 * k].r < 80)     // its outer half
        // `.foreground` is the environment's foreground style.
        let fg = try render(Rectangle().fill(.foreground).foregroundStyle(Color.green).frame(width: 10, height: 10), width: 10, height: 10)
        #expect(fg[fg.width / 2, fg.height / 2].g > 150 && fg[fg.width / 2, fg.height / 2].r < 100)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        let share = UIActivityViewController(activityItems: ["Quote"], applicationActivities: nil)
        #expect(share.activityItems.count == 1)
        let start = Date(timeIntervalSince1970: 0)
        #expect((start..<start.addingTimeInterval(7500)).formatted(.components(style: .wide)) == "2 hours, 5 minutes")
        #expect((start..<start.addingTimeInterval(7500)).formatted(.components(style: .narrow, fields: [.hour])) == "2h")
    }

    /// A gradient turns and scales with the view it fills (a ring's angular gradient rotated to
    /// start at 12 o'clock; a linear one turned a quarter).
    @Test func gradientsTurnWithTheirView() throws {
        let ring = Circle().stroke(AngularGradient(colors: [.green, .red], center: .center), lineWidth: 8)
            .rotationEffect(.degrees(-90)).frame(width: 60, height: 60)
        let c = try render(ring, width: 60, height: 60)
        let k = c.width / 60
        // Just clockwise of 12 o'clock the sweep begins (green); just before it, it ends (red).
        let start = c[33 * k, 2 * k], end = c[27 * k, 2 * k]
        #expect(start.g > start.r && end.r > end.g)
        let bar = Rectangle().fill(LinearGradient(colors: [.blue, .yellow], startPoint: .leading, endPoint: .trailing))
            .frame(width: 40, height: 40).rotationEffect(.degrees(90))
        let b = try render(bar, width: 40, height: 40)
        let kb = b.width / 40
        // Turned a quarter: blue at the top, yellow at the bottom, the same across.
        #expect(b[20 * kb, 2 * kb].b > 200 && b[20 * kb, 37 * kb].r > 200 && b[2 * kb, 20 * kb] == b[37 * kb, 20 * kb])
    }

    /// The environment's font design applies to text with a system font of its own
    /// (`Text(…).font(.title3).fontDesign(.rounded)`), and leaves a font with a design of its own.
    @Test func fontDesignAppliesToSystemFontsOfTheirOwn() throws {
        func width(_ text: some View) throws -> Double { try #require(frames(text.layoutTag("t"), width: 400, height: 60)["t"]).width }
        let plain = try width(Text("Rounded 250K").font(.title3))
        let rounded = try width(Text("Rounded 250K").font(.title3).fontDesign(.rounded))
        let direct = try width(Text("Rounded 250K").font(.system(.title3, design: .rounded)))
        #expect(rounded != plain && rounded == direct)
        let serif = try width(Text("Rounded 250K").font(.system(.title3, design: .serif)))
        #expect(try width(Text("Rounded 250K").font(.system(.title3, design: .serif)).fontDesign(.rounded)) == serif)
    }

    /// Filled enclosed symbols draw in two layers under palette and hierarchical rendering: the
    /// disc in the secondary style, the symbol in the primary (two styles given mean palette).
    @Test func layeredSymbolsPaintTheirLayers() throws {
        func colors(_ view: some View) throws -> (middle: Pixel, disc: Pixel) {
            let c = try render(view.font(.system(size: 40)).frame(width: 60, height: 60), width: 60, height: 60)
            let k = c.width / 60
            // The checkmark crosses the middle row a little left of centre; the disc is inside the ring.
            var check: Pixel = c[30 * k, 30 * k]
            for x in (20 * k)..<(40 * k) where c[x, 33 * k].a == 255 && c[x, 33 * k].r > 200 && c[x, 33 * k].b > 200 { check = c[x, 33 * k]; break }
            return (check, c[30 * k, 16 * k])
        }
        let palette = try colors(Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .blue))
        #expect(palette.disc.b > 200 && palette.disc.r < 60)                    // a blue disc
        #expect(palette.middle.r > 200 && palette.middle.g > 200)               // a white check on it
        let mono = try colors(Image(systemName: "checkmark.circle.fill").foregroundStyle(.blue))
        #expect(mono.disc.b > 200 && mono.disc.r < 60)
        let hierarchical = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.green)
            .font(.system(size: 40)).frame(width: 60, height: 60), width: 60, height: 60)
        let k = hierarchical.width / 60
        let disc = hierarchical[30 * k, 16 * k]
        #expect(disc.a < 200 && disc.a > 60)                                    // the disc at half the style's opacity
    }

    /// Outside a container with corners (a row), a container-relative shape is a rectangle and a
    /// concentric rectangle takes its minimum radius.
    @Test func containerShapesInARow() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(ContainerRelativeShape().path(in: rect).boundingRect == rect)
        #expect(ConcentricRectangle(corners: .concentric(minimum: 20), isUniform: true).path(in: rect)
            == RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: rect))
        _ = Color.clear.glassEffect(.regular, in: .containerRelative)
    }
}
