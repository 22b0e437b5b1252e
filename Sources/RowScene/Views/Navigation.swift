// Navigation, toolbars and the environment actions rows read. A rendered row pushes nothing:
// a NavigationLink draws what iOS draws for it (its label, with a disclosure chevron inside a
// List); a stack draws its root under its navigation bar (NavigationBar.swift).

/// A link that would push a destination: a button drawn by the button style around it (the
/// default tints its label unless a foreground style is set around it), or the label with the
/// disclosure chevron as a List row.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.isInListRow) var isInListRow

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never { self.label = label() }
    // The older programmatic forms (a row is never pushed in a frame).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) { self.label = label() }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    init(label: Label) { self.label = label }

    public var body: some View {
        if isInListRow {
            // The chevron is the row's accessory: the label has all the width before it.
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                DisclosureChevron()
            }
        } else {
            // A button (nothing is pushed): drawn by the button style around it — the default
            // tints the label, `.plain` leaves it as it is, a custom style draws its own.
            Button(action: {}) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
    public init<P: Hashable>(_ title: String, value: P?) where Destination == Never { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) { label = Text(title) }
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) { label = Text(title) }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }
}

/// The disclosure chevron of a list row: `chevron.forward` at body size, semibold, small
/// image scale, in the tertiary label color.
struct DisclosureChevron: View {
    var body: some View {
        Image(systemName: "chevron.right")
            .font(.system(size: 17, weight: .semibold))
            .imageScale(.small)
            .foregroundStyle(Color(UIColor.tertiaryLabel))
    }
}

/// A stack of screens, showing its root: the navigation bar (the title, its display mode and
/// the toolbar items the root's views ask for, or none where they hide it) above the root.
public struct NavigationStack<Root: View>: PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
    /// A stack over a typed path (`[Route]`): its root is shown (a frame pushes nothing).
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let request = NavigationBarRequest()
        var inner = context
        inner.navigationBar = request
        let content = try inner.resolveRoot(root)
        if request.hidden == true { return content }
        // The root's title is large unless a view asks for inline (`.automatic` at the root is large).
        let large = request.title != nil && request.displayMode != .inline
        func bar(width: Double) throws -> LayoutNode {
            try context.resolve(NavigationBarView(title: request.title, large: large, items: request.items, width: width))
        }
        return NavigationBarNode(compactBar: try bar(width: 0), wideBar: try bar(width: 414), content: content)
    }
}
public typealias NavigationView = NavigationStack

/// A navigation stack's path of values.
public struct NavigationPath: Equatable {
    public private(set) var count = 0
    public init() {}
    public var isEmpty: Bool { count == 0 }
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}

public enum NavigationBarItemTitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
/// `NavigationBarItem.TitleDisplayMode` (the older name of the title display mode).
public enum NavigationBarItem { public typealias TitleDisplayMode = NavigationBarItemTitleDisplayMode }
/// A pointer hover effect (iPad pointers; nothing on a touch screen).
public struct HoverEffect: Sendable, Hashable {
    public static let automatic = HoverEffect(), highlight = HoverEffect(), lift = HoverEffect()
}

extension View {
    nonisolated public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> some View { navigationBar(.displayMode(mode)) }
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { Inert(content: self) }
    nonisolated public func navigationDestination<C: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> C) -> some View { Inert(content: self) }
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        Inert(content: self)
    }
    nonisolated public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func help(_ text: String) -> some View { Inert(content: self) }
    // The older names of the bar's title, items and visibility (NavigationBar.swift).
    nonisolated public func navigationBarTitle(_ title: Text) -> some View { navigationBar(.title(title, nil)) }
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationBar(.title(Text(title), nil)) }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationBar(.title(Text(titleKey), nil)) }
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar(.title(title, displayMode))
    }
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar(.title(Text(titleKey), displayMode))
    }
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let entries = [NavigationBarItemEntry(slot: .leading, view: AnyView(leading), emphasized: false),
                       NavigationBarItemEntry(slot: .trailing, view: AnyView(trailing), emphasized: false)]
        return navigationBar(.items(entries))
    }
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        let entries = [NavigationBarItemEntry(slot: .leading, view: AnyView(leading), emphasized: false)]
        return navigationBar(.items(entries))
    }
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        let entries = [NavigationBarItemEntry(slot: .trailing, view: AnyView(trailing), emphasized: false)]
        return navigationBar(.items(entries))
    }
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View { navigationBar(.hidden(hidden)) }
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { Inert(content: self) }
    // Focus (a hardware keyboard's, a watch's crown): a frame has none; accepted.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { Inert(content: self) }
    // iOS has no pointer hover for touches: accepted, never called.
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { Inert(content: self) }
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { Inert(content: self) }
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func help(_ text: Text) -> some View { Inert(content: self) }
}

/// Opens a URL (`@Environment(\.openURL)`): a rendered frame opens nothing.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let handled: Bool
        public static let handled = Result(handled: true), discarded = Result(handled: false)
        public static let systemAction = Result(handled: false)
        public static func systemAction(_ url: URL) -> Result { Result(handled: false) }
    }
    let handler: (@Sendable (URL) -> Result)?
    public init() { handler = nil }
    /// An action of the app's own (`.environment(\.openURL, OpenURLAction { url in … })`): called.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler?(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(handler?(url).handled ?? false) }
}
/// Dismisses the presentation (`@Environment(\.dismiss)`): nothing is presented in a frame.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}
/// The older presentation state (`@Environment(\.presentationMode)`, a `Binding<PresentationMode>`):
/// a rendered row is not presented, and dismissing does nothing.
public struct PresentationMode: Sendable {
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}
/// iPhone portrait size classes.
public enum UserInterfaceSizeClass: Sendable, Hashable { case compact, regular }
/// The app's scene phase.
public enum ScenePhase: Sendable, Hashable { case background, inactive, active }
/// A list's edit mode.
public enum EditMode: Sendable, Hashable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    public var dismiss: DismissAction { DismissAction() }
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
    public var isPresented: Bool { false }
    /// Whether the nearest focusable view has focus: nothing has in a frame.
    public var isFocused: Bool { false }
    /// The display's contrast setting (standard: Increase Contrast is off).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

/// The contrast the user asked for (Settings › Accessibility › Increase Contrast).
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable { case standard, increased }

/// How a `NavigationView` arranges its columns (a row shows its content only).
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle { public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() } }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() } }

/// Which columns of a split view show (`NavigationSplitViewVisibility`). An iPhone collapses a
/// split view into one stack, so the value only records what code asks for.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Codable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}
/// A column of a split view.
public struct NavigationSplitViewColumn: Equatable, Hashable, Sendable {
    let index: Int
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    public static let content = NavigationSplitViewColumn(index: 1)
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// A navigation view of two or three columns (`NavigationSplitView`). At an iPhone's compact
/// width SwiftUI collapses it into one navigation stack that shows the column
/// `preferredCompactColumn` names — the sidebar unless the app asks for another.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn
    init(sidebar: Sidebar, content: Content?, detail: Detail, compactColumn: NavigationSplitViewColumn?) {
        self.sidebar = sidebar; self.content = content; self.detail = detail; self.compactColumn = compactColumn ?? .sidebar
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: nil)
    }
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), compactColumn: nil)
    }
    public var body: some View {
        NavigationStack {
            switch compactColumn {
            case .detail: AnyView(detail)
            case .content: if let content { AnyView(content) } else { AnyView(detail) }
            default: AnyView(sidebar)
            }
        }
    }
}
extension NavigationSplitView where Content == EmptyView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), compactColumn: nil)
    }
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), compactColumn: preferredCompactColumn.wrappedValue)
    }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), compactColumn: nil)
    }
}

/// How a split view arranges its columns on wide screens (collapsed on an iPhone: no effect).
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { Self() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { Self() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: Self { Self() } }

extension View {
    /// Split view column arrangement (widths are in AppModifiers.swift): it matters on wide screens, not in an
    /// iPhone's collapsed stack.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { Inert(content: self) }
}

/// The button that turns a list's edit mode on and off: "Edit", or "Done" while editing, in
/// the tint.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let mode = editMode else { return }
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
