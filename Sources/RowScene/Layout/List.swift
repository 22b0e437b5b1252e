// List, Section and Form as iOS 17/18 lays them out: `.insetGrouped` (the default) puts each
// section's rows on a card with 10 pt corners, 20 pt from the edges, on the grouped background;
// `.grouped` runs the cards edge to edge; `.plain` puts rows on the system background, and
// `.inset` sets its sections in as `.insetGrouped` does on that background. Rows are
// at least 44 pt tall with 20 pt content insets at the sides and 6 pt above and below (so a
// 22 pt line or a 31 pt switch makes a 44 pt row, as in iOS) and 1-pixel separators
// starting at the content's leading edge; headers are footnote capitals in the secondary
// color; NavigationLink rows get the disclosure chevron. A list shows all its rows (a render
// has no scroll position) unless its height is proposed, then it fills it and clips.

/// The look of a list (`listStyle`).
public protocol ListStyle { var kind: ListStyleKind { get } }
public enum ListStyleKind: Sendable, Hashable { case insetGrouped, grouped, plain, inset, sidebar }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .grouped } }
public struct PlainListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .plain } }
public struct InsetListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .inset } }
public struct SidebarListStyle: ListStyle { public init() {}; public var kind: ListStyleKind { .sidebar } }
public typealias DefaultListStyle = InsetGroupedListStyle
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
    public static var automatic: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

extension View {
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { EnvironmentModifier(content: self) { $0.listStyle = style.kind } }
    /// Hides the grouped background behind a list's cards.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        EnvironmentModifier(content: self) { $0.listBackgroundHidden = visibility == .hidden }
    }
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { EnvironmentModifier(content: self) { $0.listRowSpacing = spacing.map(Double.init) ?? 0 } }
    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { EnvironmentModifier(content: self) { $0.listSectionSpacing = spacing } }
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        EnvironmentModifier(content: self) { $0.listSectionSpacing = spacing.points }
    }
}

/// The space between a list's sections: the default 35 pt, the compact 20 pt (assumed: not
/// measured against an iOS reference), or a length.
public struct ListSectionSpacing: Sendable, Hashable {
    let points: Double
    public static let `default` = ListSectionSpacing(points: 35), compact = ListSectionSpacing(points: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: Double(spacing)) }
}

/// A section of a list or form: rows with an optional header and footer. Outside a list its
/// content shows as it is.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent?
    let content: Content
    let footer: Footer?
    /// A collapsible section's state (`Section(isExpanded:)`): collapsed, it shows its header only.
    var isExpanded: Binding<Bool>? = nil
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { self.header = header; self.footer = footer; self.content = content() }
    public var body: some View { if isExpanded?.wrappedValue != false { content } }
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { self.content = content(); self.header = header(); footer = nil }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.content = content(); self.header = header(); footer = nil; self.isExpanded = isExpanded
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) { self.header = header; self.content = content(); footer = nil }
}
extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.content = content(); header = nil; footer = nil }
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { self.content = content(); header = nil; self.footer = footer() }
    public init(footer: Footer, @ViewBuilder content: () -> Content) { self.content = content(); header = nil; self.footer = footer }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { header = Text(titleKey); self.content = content(); footer = nil }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { header = Text(title); self.content = content(); footer = nil }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        header = Text(titleKey); self.content = content(); footer = nil; self.isExpanded = isExpanded
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        header = Text(title); self.content = content(); footer = nil; self.isExpanded = isExpanded
    }
}

/// What the list layout reads from a section without knowing its generic types.
@MainActor protocol ListSection {
    var headerView: (any View)? { get }
    var contentView: any View { get }
    var footerView: (any View)? { get }
}
extension Section: ListSection {
    var headerView: (any View)? { header }
    var contentView: any View {
        if isExpanded?.wrappedValue == false { return EmptyView() }
        return content
    }
    var footerView: (any View)? { footer }
}

/// Rows in sections, laid out per the list style.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { ListLayout(content: content) }
}
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
extension List where SelectionValue == Never, Content == ForEach {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> RowContent) where Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: (Data.Element) -> RowContent) {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// How a form lays out its rows (`formStyle`): on iOS every style is the grouped list, which is
/// what RowFrame draws.
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
extension View {
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { Inert(content: self) }
}

/// A form: a list in the inset grouped style.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { ListLayout(content: content).listStyle(.insetGrouped) }
}

nonisolated struct ListLayout: PrimitiveView {
    let content: any View

    /// The list's side margin: an inset grouped card's distance from the list's edges, and a
    /// row's content inset (and a header's) from its cell's. 20 pt: iOS's references measure
    /// it on 375 and 390 pt wide layouts alike (the oracle's Forms, a hosting-controller screen
    /// and a plain list, from two repositories), not the 16 pt of older UIKit tables.
    static let margin: Double = 20
    /// A row's content inset in a plain list: 11 pt above and below (UIKit's cell layout
    /// margins; the oracle's plain-list rows measured 11 pt around a 90 pt thumbnail) and the
    /// margin at the sides.
    static let plainRowInsets = EdgeInsets(top: 11, leading: margin, bottom: 11, trailing: margin)
    /// In a grouped or inset grouped list (a Form): 6 pt above and below — a Form row with a
    /// 28 pt icon measured 44 pt, the minimum, in the oracle — and the margin at the sides.
    static let groupedRowInsets = EdgeInsets(top: 6, leading: margin, bottom: 6, trailing: margin)

    struct Row { var view: any View; var settings = ListRowSettings() }
    struct Part { var header: (any View)?; var rows: [Row]; var footer: (any View)? }

    /// The list's sections: `Section`s as they are, consecutive loose rows as one section.
    @MainActor func parts(_ context: ResolveContext) throws -> [Part] {
        var parts: [Part] = []
        var loose: [Row] = []
        func flushLoose() { if !loose.isEmpty { parts.append(Part(header: nil, rows: loose, footer: nil)); loose = [] } }
        for view in try rows(content, context) {
            if let (section, modifiers) = ListLayout.section(in: view) {
                // Modifiers on a Section apply to each of its rows (row settings such as
                // `listRowBackground` among them) and, but for the row settings, to its header
                // and footer.
                flushLoose()
                let decorations = modifiers.filter { !($0 is ListRowSetting) }
                parts.append(Part(header: section.headerView.map { ListLayout.wrap($0, in: decorations) },
                                  rows: try rows(section.contentView, context).enumerated().map {
                                      try row(ListLayout.wrap($1, in: modifiers), context.rowContext(parts.count, $0))
                                  },
                                  footer: section.footerView.map { ListLayout.wrap($0, in: decorations) }))
            } else {
                loose.append(try row(view, context.rowContext(parts.count, loose.count)))
            }
        }
        flushLoose()
        return parts
    }

    /// The rows (and sections) a view stands for, each evaluated later in the list's environment.
    /// As in SwiftUI, a view list runs through views of your own: one whose body is several
    /// views, or a `Section`, stands for those (a `Form { AboutSection() }` whose body is a
    /// Section gets that section; a row type whose body is two views makes two rows). Each body
    /// is evaluated once, here, under the view's identity in the list.
    @MainActor func rows(_ view: any View, _ context: ResolveContext) throws -> [any View] {
        var out: [any View] = []
        for (i, element) in ViewList.elements(of: view).enumerated() {
            guard !(element is any PrimitiveView), !(element is any UIViewRepresentable), !(element is any ListSection) else {
                out.append(element); continue
            }
            var inner = context
            inner.id = context.id.child(index: i).child(type: type(of: element))
            let body: any View
            do { body = try inner.body(of: element) } catch let e as SceneError { throw e.inside(type(of: element)) }
            out += try rows(body, inner)
        }
        return out
    }

    /// A row with its list settings taken out of the modifiers around it, wherever they stand
    /// in that chain (a row setting is a trait of the row: `.listRowBackground(…).padding()`
    /// sets it too, and so does a custom modifier whose body sets it); an inner setting wins
    /// over an outer one. `context` is the row's identity in the list (a custom modifier's
    /// state lives there).
    @MainActor func row(_ view: any View, _ context: ResolveContext) throws -> Row {
        var settings = ListRowSettings()
        let stripped = try ListLayout.strip(view, &settings, context)
        return Row(view: stripped, settings: settings)
    }

    /// `view` without the row settings in its chain of modifiers, applied to `settings`
    /// outermost first. A custom modifier is read through its body when that body sets a row
    /// setting (and stands in its place then); otherwise it stays as it is.
    @MainActor private static func strip(_ view: any View, _ settings: inout ListRowSettings, _ context: ResolveContext) throws -> any View {
        if let setting = view as? ListRowSetting {
            setting.change(&settings)
            return try strip(setting.content, &settings, context)
        }
        if let custom = view as? any ExpandableModifier, let body = try custom.expandedBody(context) {
            var inner = ListRowSettings()
            let stripped = try strip(body, &inner, context.rowContext(0, 0))
            if inner.isSet {
                settings.take(inner)
                return stripped
            }
        }
        guard var modifier = view as? any ContentModifier else { return view }
        modifier.content = try strip(modifier.content, &settings, context)
        return modifier
    }

    /// The Section at the bottom of `view`'s chain of modifiers, and those modifiers, outermost first.
    private static func section(in view: any View) -> (any ListSection, [any ContentModifier])? {
        var modifiers: [any ContentModifier] = []
        var inner = view
        while let modifier = inner as? any ContentModifier {
            modifiers.append(modifier)
            inner = modifier.content
        }
        guard let section = inner as? any ListSection else { return nil }
        return (section, modifiers)
    }

    /// `view` inside `modifiers` (outermost first), as they were around a section.
    private static func wrap(_ view: any View, in modifiers: [any ContentModifier]) -> any View {
        var current = view
        for var modifier in modifiers.reversed() {
            modifier.content = current
            current = modifier
        }
        return current
    }

    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        let env = context.environment
        let style = env.listStyle
        let carded = style == .insetGrouped || style == .grouped || style == .inset || style == .sidebar
        let cardInset: Double = style == .insetGrouped || style == .inset || style == .sidebar ? ListLayout.margin : 0
        let radius: Double = cardInset > 0 ? 10 : 0
        // `.inset` sets its sections in from the edges as `.insetGrouped` does, on the plain
        // system background: rows and page alike.
        let onPlainPage = style == .plain || style == .inset
        let rowBackground = carded && !onPlainPage ? Color(UIColor.secondarySystemGroupedBackground) : Color(UIColor.systemBackground)
        let pageBackground = onPlainPage ? Color(UIColor.systemBackground) : Color(UIColor.systemGroupedBackground)
        var inner = context
        inner.environment.isInListRow = true

        let sections = try parts(inner)
        let built = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<sections.count) { s in
                let part = sections[s]
                if let header = part.header {
                    AnyView(header)
                        .font(style == .plain ? .headline : .footnote)
                        .textCase(style == .plain ? nil : .uppercase)
                        .foregroundStyle(style == .plain ? AnyShapeStyle(Color.primary) : AnyShapeStyle(HierarchicalShapeStyle.secondary))
                        .padding(.horizontal, cardInset + ListLayout.margin)
                        // A first grouped header's baseline stands 9.5 pt above its card, which
                        // starts 38.67 pt down (oracle Forms, footnote headers).
                        .padding(.top, s == 0 ? (carded ? 17 : 16) : env.listSectionSpacing)
                        .padding(.bottom, carded ? 6 : 7)
                        .frame(maxWidth: .infinity, alignment: .leading)
                } else if carded {
                    // Without a header every section, the first too, stands the section spacing
                    // (35 pt) below what is above it, as iOS lays out a grouped List or Form.
                    Color.clear.frame(height: env.listSectionSpacing)
                }
                VStack(alignment: .leading, spacing: env.listRowSpacing) {
                    ForEach(0..<part.rows.count) { r in
                        let row = part.rows[r]
                        let insets = row.settings.insets ?? nil
                        let padding = insets ?? (style == .plain ? ListLayout.plainRowInsets : ListLayout.groupedRowInsets)
                        let separated = r < part.rows.count - 1 && row.settings.separator != .hidden
                        let cell = AnyView(SeparatedRow(content: AnyView(row.view).padding(padding).frame(maxWidth: .infinity, minHeight: env.defaultMinListRowHeight, alignment: .leading),
                                                        separator: separated ? ListSeparator(tint: row.settings.separatorTint ?? nil) : nil,
                                                        leading: padding.leading)
                            .background(AnyView(row.settings.background.flatMap { $0 } ?? AnyView(rowBackground))))
                        // A swiped row moves as a whole, its actions filling the cell's revealed edge.
                        if row.settings.swipeActions.isEmpty {
                            cell
                        } else {
                            SwipeableRow(content: cell, settings: row.settings)
                        }
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
                .padding(.horizontal, cardInset)
                if let footer = part.footer {
                    AnyView(footer)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .padding(.horizontal, cardInset + ListLayout.margin)
                        .padding(.top, 7)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            Color.clear.frame(height: carded ? 16 : 0)
        }
        let filled = FillsOfferedHeight(content: built).background(env.listBackgroundHidden ? Color.clear : pageBackground)
        return try inner.resolve(filled)
    }
}

/// A list takes the height it is offered, as a scroll view does: its rows laid out at their own
/// heights from the top, its background down to the bottom; offered less than its rows, it shows
/// their top and clips the rest (a render has no scroll position). Its ideal height is its rows'.
nonisolated struct FillsOfferedHeight: PrimitiveView {
    let content: any View
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { FillsOfferedHeightNode(child: try context.resolve(content)) }
}

final class FillsOfferedHeightNode: LayoutNode {
    let child: LayoutNode
    init(child: LayoutNode) { self.child = child }
    private func rows(_ width: Double?) -> Size { child.size(ProposedSize(width: width, height: nil)) }
    override func measure(_ p: ProposedSize) -> Size {
        let c = rows(p.width)
        return Size(width: c.width, height: p.height ?? c.height)
    }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let width = proposal(fitting: frame).width
        let rows = Rect(x: frame.x, y: frame.y, width: frame.width, height: self.rows(width).height)
        guard rows.height > frame.height else {
            return try child.place(in: rows, proposed: ProposedSize(width: width, height: nil), &context)
        }
        try context.clipped(to: frame) { c, _ in try child.place(in: rows, proposed: ProposedSize(width: width, height: nil), &c) }
    }
    override var guideChildren: [LayoutNode] { [child] }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? {
        guide.explicitValue(of: child, at: Rect(x: 0, y: 0, width: size.width, height: rows(size.width).height))
    }
}

/// A list separator: one device pixel in the separator color (or a tint), to the trailing edge.
/// A row with its separator along its bottom edge, from the row's `listRowSeparatorLeading`
/// guide (a Label sets it at its title; otherwise the content's leading inset) to its end.
nonisolated struct SeparatedRow: PrimitiveView {
    let content: any View, separator: ListSeparator?, leading: Double
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        SeparatedRowNode(content: try context.resolve(content), separator: try separator.map { try context.resolve($0) }, leading: leading)
    }
}

final class SeparatedRowNode: LayoutNode {
    let content: LayoutNode, separator: LayoutNode?, leading: Double
    init(content: LayoutNode, separator: LayoutNode?, leading: Double) { self.content = content; self.separator = separator; self.leading = leading }
    override func measure(_ p: ProposedSize) -> Size { content.size(p) }
    override var guideChildren: [LayoutNode] { [content] }
    override func explicitGuide(_ guide: Guide, in size: Size) -> Double? { content.explicitGuide(guide, in: size) }
    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        try content.place(in: frame, proposed: placedWith, &context)
        guard let separator else { return }
        let size = Size(width: frame.width, height: frame.height)
        let start = min(frame.width, max(0, content.explicitGuide(.horizontal(.listRowSeparatorLeading), in: size) ?? leading))
        let s = separator.size(ProposedSize(width: frame.width - start, height: nil))
        try separator.place(in: Rect(x: frame.x + start, y: frame.maxY - s.height, width: frame.width - start, height: s.height), &context)
    }
}

struct ListSeparator: View {
    let tint: Color?
    @Environment(\.displayScale) var scale
    var body: some View {
        Rectangle().fill(tint ?? Color(UIColor.separator)).frame(maxWidth: .infinity).frame(height: 1 / scale)
    }
}

/// A lazily built vertical stack: here every row is built (a render has no viewport).
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1), sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension ResolveContext {
    /// The context of row `row` of a list's part `part`: the identity where a custom modifier
    /// around the row keeps its state when the list reads its body.
    fileprivate func rowContext(_ part: Int, _ row: Int) -> ResolveContext {
        var c = self
        c.id = id.child(index: part).child(index: row)
        return c
    }
}
