import Foundation
import Testing
import RowRaster
import RowTestSupport
import RowFiles
@testable import RowScene

/// A model of the kinds rows observe.
final class CoverageModel: ObservableObject {
    @Published var name = "Ana"
    @Published var count = 3
}

@Observable final class CoverageTheme {
    var accent = Color.orange
}

/// One line per piece of everyday SwiftUI row API, written as an iOS developer writes it: each
/// must compile against RowScene and render without error, drawing something.
@MainActor
enum APICoverage {
    static let model = CoverageModel()
    static let theme = CoverageTheme()

    static let lines: [(String, AnyView)] = [
        // Styles
        ("foregroundStyle(.secondary)", AnyView(Text("Secondary").foregroundStyle(.secondary))),
        ("foregroundStyle(.tertiary)", AnyView(Text("Tertiary").foregroundStyle(.tertiary))),
        ("foregroundStyle(.quaternary)", AnyView(Text("Quaternary").foregroundStyle(.quaternary))),
        ("foregroundStyle(.tint)", AnyView(Text("Tint").foregroundStyle(.tint).tint(.pink))),
        ("foregroundStyle(.blue)", AnyView(Text("Blue").foregroundStyle(.blue))),
        ("foregroundStyle(.blue.gradient)", AnyView(Circle().fill(.blue.gradient).frame(width: 40, height: 40))),
        ("foregroundStyle(_:_:)", AnyView(VStack { Text("One"); Text("Two").foregroundStyle(.secondary) }.foregroundStyle(.blue, .orange))),
        ("Color(.systemBackground)", AnyView(Color(.secondarySystemBackground).frame(width: 40, height: 20))),
        ("Color(uiColor:)", AnyView(Color(uiColor: .systemIndigo).frame(width: 40, height: 20))),
        ("Color(UIColor.tertiaryLabel)", AnyView(Text("Label").foregroundColor(Color(UIColor.tertiaryLabel)))),
        ("Color(red:green:blue:)", AnyView(Color(red: 0.2, green: 0.5, blue: 0.8).frame(width: 40, height: 20))),
        ("Color(hue:saturation:brightness:)", AnyView(Color(hue: 0.6, saturation: 0.7, brightness: 0.9).frame(width: 40, height: 20))),
        ("Color.accentColor", AnyView(Color.accentColor.frame(width: 40, height: 20))),
        ("background(.ultraThinMaterial)", AnyView(Text("Material").padding(8).background(.ultraThinMaterial))),
        ("background(.fill.tertiary, in: .circle)", AnyView(Image(systemName: "leaf").padding(8).background(.fill.tertiary, in: .circle))),
        ("Color(\"named\") from a catalog", AnyView(Color("brand").frame(width: 40, height: 20))),
        // Fonts
        ("font(.system(.body, design: .rounded))", AnyView(Text("Rounded").font(.system(.body, design: .rounded)))),
        ("font(.system(size:weight:design: .monospaced))", AnyView(Text("Mono 0123").font(.system(size: 15, weight: .medium, design: .monospaced)))),
        ("bold() / italic()", AnyView(Text("Bold italic").bold().italic())),
        ("fontWeight(.semibold)", AnyView(Text("Semibold").fontWeight(.semibold))),
        ("monospacedDigit()", AnyView(Text("$1,017.11").monospacedDigit())),
        ("font(.largeTitle) … .caption2", AnyView(VStack { Text("Large").font(.largeTitle); Text("Caption 2").font(.caption2) })),
        // Images
        ("Image(systemName:).imageScale(.large)", AnyView(Image(systemName: "star.fill").imageScale(.large))),
        ("symbolVariant(.fill)", AnyView(Image(systemName: "heart").symbolVariant(.fill))),
        ("symbolRenderingMode(.hierarchical)", AnyView(Image(systemName: "bell.fill").symbolRenderingMode(.hierarchical))),
        ("Image(systemName:).font(.title)", AnyView(Image(systemName: "person.crop.circle").font(.title))),
        ("resizable().scaledToFit()", AnyView(Image(systemName: "photo").resizable().scaledToFit().frame(width: 44, height: 44))),
        ("aspectRatio(contentMode: .fill)", AnyView(Image(systemName: "photo").resizable().aspectRatio(contentMode: .fill).frame(width: 60, height: 30).clipped())),
        ("Image(\"name\") missing → placeholder", AnyView(Image("avatar").resizable().frame(width: 32, height: 32))),
        ("AsyncImage placeholder", AnyView(AsyncImage(url: URL(string: "https://example.com/a.png")) { $0.resizable() } placeholder: { ProgressView() }.frame(width: 44, height: 44))),
        // Controls
        ("Label(_:systemImage:)", AnyView(Label("Favorites", systemImage: "star"))),
        ("labelStyle(.iconOnly)", AnyView(Label("Hidden title", systemImage: "trash").labelStyle(.iconOnly))),
        ("Button(_:action:)", AnyView(Button("Follow") {})),
        ("Button(role: .destructive)", AnyView(Button("Delete", role: .destructive) {})),
        ("buttonStyle(.bordered)", AnyView(Button("Bordered") {}.buttonStyle(.bordered))),
        ("buttonStyle(.borderedProminent)", AnyView(Button("Prominent") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule))),
        ("buttonStyle(.plain)", AnyView(Button { } label: { Text("Plain") }.buttonStyle(.plain))),
        ("Toggle on", AnyView(Toggle("Wi-Fi", isOn: .constant(true)))),
        ("Toggle off, tinted", AnyView(Toggle(isOn: .constant(false)) { Text("Bluetooth") }.toggleStyle(SwitchToggleStyle(tint: .blue)))),
        ("ProgressView()", AnyView(ProgressView())),
        ("ProgressView(value:)", AnyView(ProgressView(value: 0.4).frame(width: 200))),
        ("Stepper", AnyView(Stepper("Quantity: 3", value: .constant(3), in: 0...10))),
        ("Picker in a row", AnyView(Picker("Repeat", selection: .constant(2)) { Text("Never").tag(1); Text("Daily").tag(2) })),
        ("Link", AnyView(Link("Privacy Policy", destination: URL(string: "https://example.com")!))),
        ("Menu label", AnyView(Menu("Options") { Button("Copy") {} })),
        ("LabeledContent", AnyView(LabeledContent("Version", value: "2.4.1"))),
        ("TextField placeholder and text", AnyView(VStack { TextField("Search", text: .constant("")); TextField("Name", text: .constant("Ana Lima")).textFieldStyle(.roundedBorder) })),
        ("GroupBox", AnyView(GroupBox { Text("Inside a group box") } label: { Text("Title") })),
        // Layout and modifiers
        ("layoutPriority", AnyView(HStack { Text("A long title that yields").lineLimit(1); Text("Keeps").layoutPriority(1) }.frame(width: 160))),
        ("HStack(alignment: .firstTextBaseline)", AnyView(HStack(alignment: .firstTextBaseline) { Text("42").font(.largeTitle); Text("minutes left").font(.caption) })),
        ("HStack(alignment: .lastTextBaseline)", AnyView(HStack(alignment: .lastTextBaseline) { Text("Two lines of title").frame(width: 90); Text("9:41").font(.caption) })),
        ("RelativeDateTimeFormatter", AnyView(Text(RelativeDateTimeFormatter().localizedString(for: Date(timeIntervalSince1970: 0), relativeTo: Date(timeIntervalSince1970: 7200))))),
        ("fixedSize()", AnyView(Text("Never truncated").fixedSize().frame(width: 40))),
        ("background(alignment:)", AnyView(Text("Badge").padding(4).background(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) })),
        ("overlay(alignment:)", AnyView(Circle().fill(.gray).frame(width: 40, height: 40).overlay(alignment: .bottomTrailing) { Circle().fill(.green).frame(width: 12, height: 12) })),
        ("border", AnyView(Text("Bordered").padding(4).border(.secondary))),
        ("rotationEffect", AnyView(Image(systemName: "chevron.right").rotationEffect(.degrees(90)))),
        ("hidden()", AnyView(HStack { Text("Shown"); Text("Hidden").hidden() })),
        ("clipShape(.rect(cornerRadius:))", AnyView(Color.blue.frame(width: 60, height: 40).clipShape(.rect(cornerRadius: 8)))),
        ("UnevenRoundedRectangle", AnyView(UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12).fill(.orange).frame(width: 60, height: 40))),
        ("blur(radius:)", AnyView(Text("Blurred").font(.title).blur(radius: 2))),
        ("alignmentGuide", AnyView(Image(systemName: "bell.fill").font(.title).overlay(alignment: .topTrailing) {
            Circle().fill(.red).frame(width: 12, height: 12).alignmentGuide(.top) { $0.height / 2 }.alignmentGuide(.trailing) { $0.width / 2 }
        })),
        ("Grid", AnyView(Grid(alignment: .leading) {
            GridRow { Text("Plan"); Text("Price").foregroundStyle(.secondary) }
            Divider()
            GridRow { Text("Individual"); Text("$10.99") }
            GridRow { Text("Family"); Text("$16.99") }
        })),
        ("ViewThatFits", AnyView(ViewThatFits { Text("A title too long to fit in this narrow box"); Text("Short title") }.frame(width: 160, alignment: .leading))),
        ("LazyVStack / ScrollView(.horizontal)", AnyView(VStack(alignment: .leading) {
            LazyVStack(alignment: .leading, spacing: 2) { Text("Lazy one"); Text("Lazy two") }
            ScrollView(.horizontal) { HStack { ForEach(0..<8) { Circle().fill(.teal.opacity(Double($0 + 2) / 10)).frame(width: 28, height: 28) } } }
        })),
        // Lists take the height offered, so in this stack of flexible lists each is held at its
        // rows' height (as in SwiftUI, where stacked lists share what their stack is given).
        ("List with Section, listRowSeparator, listRowInsets, listRowBackground", AnyView(List {
            Section("Section") {
                Text("Inset row").listRowInsets(EdgeInsets(top: 6, leading: 40, bottom: 6, trailing: 16))
                Text("Tinted background").listRowBackground(Color.yellow.opacity(0.3)).listRowSeparator(.hidden)
                Text("After a hidden separator")
            }
        }.frame(width: 358).fixedSize(horizontal: false, vertical: true))),
        ("Form", AnyView(Form { Toggle("Airplane Mode", isOn: .constant(false)) }.frame(width: 358).fixedSize(horizontal: false, vertical: true))),
        ("swipeActions (swiped)", AnyView(List {
            Text("Swiped row").swipeActions { Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") } }
        }.environment(\.swipeOffset, -90).frame(width: 358).fixedSize(horizontal: false, vertical: true))),
        ("gesture(DragGesture())", AnyView(Text("Draggable").gesture(DragGesture(minimumDistance: 20).onChanged { _ in }.onEnded { _ in }))),
        ("dynamicTypeSize(.xxxLarge)", AnyView(Text("Larger type").dynamicTypeSize(.xxxLarge))),
        ("mask { }", AnyView(Color.purple.frame(width: 40, height: 40).mask { Circle() })),
        ("mask { Text }", AnyView(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
            .frame(width: 120, height: 30).mask { Text("Gradient").font(.title2.bold()) })),
        ("badge(_:)", AnyView(Text("Inbox").badge(5))),
        ("redacted(reason: .placeholder)", AnyView(VStack(alignment: .leading) { Text("Placeholder title"); Text("Subtitle") }.redacted(reason: .placeholder))),
        ("tint(_:)", AnyView(Button("Tinted") {}.tint(.green))),
        ("preferredColorScheme(.dark)", AnyView(Text("Always dark").padding(4).background(Color(.systemBackground)).preferredColorScheme(.dark))),
        ("environment(\\.dynamicTypeSize)", AnyView(Text("Larger").dynamicTypeSize(.xxxLarge))),
        ("contentShape(Rectangle())", AnyView(HStack { Text("Tap row"); Spacer() }.contentShape(Rectangle()))),
        ("cornerRadius", AnyView(Color.teal.frame(width: 40, height: 30).cornerRadius(6))),
        ("saturation(0) / grayscale(1)", AnyView(HStack { Color.red.frame(width: 30, height: 20).saturation(0); Color.green.frame(width: 30, height: 20).grayscale(1) })),
        ("NavigationLink (outside a List)", AnyView(NavigationLink("Details") { Text("Destination") })),
        ("Text(AttributedString) with foregroundColor", AnyView(Text(CoverageStrings.highlighted))),
        ("@ScaledMetric", AnyView(ScaledRow().dynamicTypeSize(.accessibility1))),
        ("@Bindable", AnyView(BindableRow(theme: theme))),
        ("Color(cgColor:)", AnyView(Color(cgColor: CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)).frame(width: 40, height: 20))),
        ("custom ButtonStyle", AnyView(Button("Custom") {}.buttonStyle(PillStyle()))),
        ("custom LabelStyle", AnyView(Label("Stacked", systemImage: "star").labelStyle(StackedLabelStyle()))),
        ("ProgressView with progressViewStyle(.circular)", AnyView(ProgressView(value: 0.3).progressViewStyle(.circular))),
        ("GroupBox with a custom style", AnyView(GroupBox("Plain") { Text("Body") }.groupBoxStyle(PlainGroupBox()))),
        // Interaction-only
        ("onTapGesture / onLongPressGesture", AnyView(Text("Tap").onTapGesture {}.onLongPressGesture {})),
        ("contextMenu / swipe-free", AnyView(Text("Menu").contextMenu { Button("Copy") {} })),
        ("accessibility modifiers", AnyView(Image(systemName: "star").accessibilityLabel("Favorite").accessibilityHint("Marks it").accessibilityAddTraits(.isButton))),
        ("task / onAppear / onChange", AnyView(Text("Lifecycle").task {}.onAppear {}.onChange(of: 1) { _ in })),
        // Data flow
        ("@State and $binding", AnyView(StateRow())),
        ("@ObservedObject", AnyView(ObservedRow(model: model))),
        ("@EnvironmentObject", AnyView(EnvironmentObjectRow().environmentObject(model))),
        ("@Environment(Type.self) with @Observable", AnyView(ObservableRow().environment(theme))),
        ("@Binding with .constant", AnyView(BindingRow(isOn: .constant(true)))),
    ]
}

enum CoverageStrings {
    static var highlighted: AttributedString {
        var s = AttributedString("Highlight a match")
        if let r = s.range(of: "match") { s[r].foregroundColor = .accentColor }
        return s
    }
}
struct ScaledRow: View {
    @ScaledMetric(relativeTo: .body) var size = 20.0
    var body: some View { Circle().fill(.blue).frame(width: size, height: size) }
}
struct BindableRow: View {
    @Bindable var theme: CoverageTheme
    var body: some View { Text("Bindable").foregroundStyle(theme.accent) }
}
struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 12).padding(.vertical, 6).background(Capsule().fill(.orange.opacity(0.2)))
    }
}
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { VStack(spacing: 2) { configuration.icon; configuration.title.font(.caption) } }
}
struct PlainGroupBox: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View { VStack(alignment: .leading) { configuration.label.bold(); configuration.content } }
}

struct StateRow: View {
    @State private var count = 2
    @State private var name: String?
    var body: some View { Stepper("Count \(count)", value: $count) }
}
struct ObservedRow: View {
    @ObservedObject var model: CoverageModel
    var body: some View { TextFieldLike(text: $model.name) }
}
struct TextFieldLike: View {
    @Binding var text: String
    var body: some View { Text(text) }
}
struct EnvironmentObjectRow: View {
    @EnvironmentObject var model: CoverageModel
    var body: some View { Text("\(model.count) items") }
}
struct ObservableRow: View {
    @Environment(CoverageTheme.self) private var theme
    var body: some View { Text("Themed").foregroundStyle(theme.accent) }
}
struct BindingRow: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("Enabled", isOn: $isOn) }
}

@Suite struct APICoverageTests {
    @MainActor
    @Test func everyLineCompilesAndRendersSomething() throws {
        var failures: [String] = []
        try ColorCatalog.withColors(["brand": Color(light: Color(hex: 0x0A7E8C), dark: Color(hex: 0x3CC8D8))]) {
            for (name, view) in APICoverage.lines {
                for scheme in [ColorScheme.light, .dark] {
                    var env = EnvironmentValues()
                    env.colorScheme = scheme
                    do {
                        let canvas = try TestSupport.renderer.render(view.padding(8).frame(width: 240), environment: env, background: .clear)
                        // Something is drawn: some pixel is not transparent.
                        if !(0..<canvas.height).contains(where: { y in (0..<canvas.width).contains { x in canvas[x, y].a > 0 } }) {
                            failures.append("\(name) (\(scheme)): nothing drawn")
                        }
                    } catch {
                        failures.append("\(name) (\(scheme)): \(error)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(APICoverage.lines.count >= 70)
    }

    @MainActor
    @Test func aMissingEnvironmentObjectIsAnErrorNamingIt() throws {
        #expect(throws: SceneError.self) { try TestSupport.renderer.render(EnvironmentObjectRow(), width: 200) }
        do { _ = try TestSupport.renderer.render(EnvironmentObjectRow(), width: 200) } catch {
            #expect("\(error)".contains("CoverageModel") && "\(error)".contains(".environmentObject"))
        }
    }
}

/// Every coverage line in one picture, light and dark: the golden a reviewer looks at.
@Suite struct APICoverageGoldenTests {
    @MainActor
    static var sheet: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<APICoverage.lines.count) { i in
                VStack(alignment: .leading, spacing: 6) {
                    Text(verbatim: APICoverage.lines[i].0).font(.caption).foregroundColor(.secondary)
                    APICoverage.lines[i].1
                }
                .padding(.horizontal, 16).padding(.vertical, 10)
                .frame(maxWidth: .infinity, alignment: .leading)
                Divider()
            }
        }
        .frame(width: 390)
        .background(Color(.systemBackground))
    }

    @MainActor
    @Test(arguments: [ColorScheme.light, .dark])
    func coverageSheetMatchesItsGolden(_ scheme: ColorScheme) throws {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = 2
        try ColorCatalog.withColors(["brand": Color(light: Color(hex: 0x0A7E8C), dark: Color(hex: 0x3CC8D8))]) {
            try TestSupport.checkGolden(RenderRequest(Self.sheet, width: 390, environment: env, background: Color(.systemBackground)),
                                        suite: "RowScene", ImageName(base: "api-coverage", appearance: scheme.rawValue, scale: 2))
        }
    }
}
