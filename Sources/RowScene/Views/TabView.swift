// TabView: tabs with a tab bar, or pages with an index (`.tabViewStyle(.page)`), drawn at the
// selection. Swiping between pages and switching tabs are not modelled: a render shows the
// selected page.

/// Pages of content, one shown: the page tagged with `selection` (else the first) fills the
/// view. With the default style the tab bar is below it: 49 pt on the bar material under a
/// hairline, each page's `tabItem` — its symbol over its 10 pt title — the selected one in the
/// tint, the others gray. With the page style, page dots (7 pt, 9 pt apart) stand 12 pt above
/// the bottom: white, the others at 30 % — unless `indexDisplayMode` is `.never` — on a dark
/// capsule when `indexViewStyle(.page(backgroundDisplayMode: .always))` asks for it.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @Environment(\.tabViewPageIndex) var pageIndex
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection; self.content = content()
    }
    public var body: some View {
        TabPages(content: content, selection: selection.map { AnyHashable($0.wrappedValue) }, paged: pageIndex)
    }
}
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { selection = nil; self.content = content() }
}

/// How a `TabView` presents its pages.
public protocol TabViewStyle: Sendable {
    /// The page index's display mode when the style pages (nil: a tab bar).
    var pageIndex: PageTabViewStyle.IndexDisplayMode? { get }
}
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var pageIndex: PageTabViewStyle.IndexDisplayMode? { nil }
}
public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Sendable, Hashable {
        let shown: Bool
        public static let automatic = IndexDisplayMode(shown: true), always = IndexDisplayMode(shown: true)
        public static let never = IndexDisplayMode(shown: false)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var pageIndex: IndexDisplayMode? { indexDisplayMode }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
/// iOS 18's tab styles: on an iPhone both are the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {}; public var pageIndex: PageTabViewStyle.IndexDisplayMode? { nil } }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {}; public var pageIndex: PageTabViewStyle.IndexDisplayMode? { nil } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }

/// How a paged view's index is drawn (`indexViewStyle(.page(backgroundDisplayMode:))`).
public protocol IndexViewStyle: Sendable { var showsBackground: Bool { get } }
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let shown: Bool
        public static let automatic = BackgroundDisplayMode(shown: false), interactive = BackgroundDisplayMode(shown: false)
        public static let always = BackgroundDisplayMode(shown: true), never = BackgroundDisplayMode(shown: false)
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var showsBackground: Bool { backgroundDisplayMode.shown }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.tabViewPageIndex = style.pageIndex }
    }
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.pageIndexBackground = style.showsBackground }
    }
    /// The page's item in a tab bar (its symbol and title).
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { TabItem(content: self, label: label()) }
}

/// A page's tab bar item.
nonisolated struct TabItem: PrimitiveView, ContentModifier {
    var content: any View
    let label: any View
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try context.resolve(content) }
}

/// iOS 18's tab: a page with its tab bar item (title and symbol or image) and its value, as
/// `tabItem` and `tag` give one.
public struct Tab<Value: Hashable, Content: View, Item: View>: View {
    let value: Value?
    let content: Content
    let label: Item
    public var body: some View {
        if let value { content.tabItem { label }.tag(value) } else { content.tabItem { label } }
    }
}
/// A tab's role (`.search`: on an iPhone, a tab like the others).
public struct TabRole: Sendable, Hashable {
    let name: String
    public static let search = TabRole(name: "search")
}
extension Tab where Item == Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); label = Label(titleKey, systemImage: systemImage)
    }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = value; self.content = content(); label = Label { Text(titleKey) } icon: { Image(image) }
    }
}
extension Tab where Item == Label<Text, Image>, Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        value = nil; self.content = content(); label = Label(titleKey, systemImage: systemImage)
    }
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        value = nil; self.content = content(); label = Label { Text(titleKey) } icon: { Image(image) }
    }
}
extension Tab {
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Item) {
        self.value = value; self.content = content(); self.label = label()
    }
}
extension Tab where Value == Never {
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Item) {
        value = nil; self.content = content(); self.label = label()
    }
}
/// iOS 26's tab bar minimizing while scrolling (a frame does not scroll: accepted).
public struct TabBarMinimizeBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic"), never = TabBarMinimizeBehavior(name: "never")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown"), onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}
extension View {
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { Inert(content: self) }
}

/// The selected page, with the tab bar or the page index.
nonisolated struct TabPages: PrimitiveView {
    let content: any View
    let selection: AnyHashable?
    let paged: PageTabViewStyle.IndexDisplayMode?
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        // Each page with its tag and tab item, whichever order the modifiers came in.
        var pages: [(view: any View, tag: AnyHashable?, item: (any View)?)] = []
        for element in try context.flattenElements(content) {
            var view = element.view, tag = element.element, item: (any View)?
            while true {
                if let t = view as? Tagged { tag = t.tag; view = t.content } else if let i = view as? TabItem { item = i.label; view = i.content } else { break }
            }
            pages.append((view, tag, item))
        }
        guard !pages.isEmpty else { return EmptyNode() }
        let index = selection.flatMap { s in pages.firstIndex { $0.tag == s } } ?? 0
        let page = VStackOrHStack(axes: .vertical, content: ViewList.of(pages[index].view)).frame(maxWidth: .infinity, maxHeight: .infinity)
        if let paged {
            return try context.resolve(page.overlay(alignment: .bottom) {
                if paged.shown && pages.count > 1 { PageDots(count: pages.count, selected: index) }
            })
        }
        let items = pages.enumerated().map { i, p in
            TabBarItem(label: p.item.map { VStackOrHStack(axes: .vertical, content: ViewList.of($0)) }, selected: i == index)
        }
        return try context.resolve(VStack(spacing: 0) {
            page
            HStack(spacing: 0) { ForEach(0..<items.count, id: \.self) { items[$0] } }
                .frame(height: 49, alignment: .top)
                .padding(.top, 1)
                .background(.bar)
                .overlay(alignment: .top) { Rectangle().fill(Color(UIColor.separator)).frame(height: 0.33) }
        })
    }
}

/// A tab bar item: the item's symbol over its title, in the tint when selected, gray otherwise.
struct TabBarItem: View {
    let label: VStackOrHStack?
    let selected: Bool
    var body: some View {
        label
            .labelStyle(TabItemLabelStyle())
            .font(.system(size: 10, weight: .medium))
            .foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(UIColor.systemGray)))
            .frame(maxWidth: .infinity)
            .padding(.top, 4)
    }
}

/// A `Label` in a tab bar: its symbol over its title.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) { configuration.icon.font(.system(size: 22)); configuration.title }
    }
}

/// The page index: a dot per page, the selected one opaque.
struct PageDots: View {
    let count: Int
    let selected: Int
    @Environment(\.pageIndexBackground) var background
    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { i in
                Circle().fill(Color.white.opacity(i == selected ? 1 : 0.3)).frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 8).padding(.vertical, 6)
        .background { if background { Capsule().fill(Color.black.opacity(0.25)) } }
        .padding(.bottom, 12)
    }
}
