import Foundation

// The navigation bar of a `NavigationStack`, as iOS draws it at the top scroll edge (iOS 15's
// transparent scroll-edge appearance: no background, no hairline): the views inside the stack
// ask for its title, title display mode, visibility and toolbar items while they resolve — as
// SwiftUI's navigation modifiers configure the bar of the stack they are in — and the stack
// draws the bar above them.

/// What the views inside one navigation stack ask of its bar. An outer modifier's value stands
/// over an inner one's (as `preference(key:value:)` replaces what the views inside set); a
/// stack nested inside collects its own.
@MainActor final class NavigationBarRequest {
    var title: Text?
    var displayMode: NavigationBarItemTitleDisplayMode?
    var hidden: Bool?
    var items: [NavigationBarItemEntry] = []
    /// Whether a `toolbar` modifier has given the items (an outer one stands over inner ones).
    var itemsGiven = false
}

/// A toolbar item as the navigation bar places it.
struct NavigationBarItemEntry {
    enum Slot { case leading, trailing, principal }
    let slot: Slot
    let view: AnyView
    /// A confirmation action's button is drawn in the semibold weight.
    let emphasized: Bool

    /// Where iOS puts an item of this placement in the navigation bar (nil: elsewhere — the
    /// bottom bar, the keyboard's bar, the overflow menu — not drawn in the bar).
    static func slot(for placement: ToolbarItemPlacement) -> Slot? {
        switch placement {
        case .automatic, .primaryAction, .topBarTrailing, .navigationBarTrailing, .confirmationAction, .destructiveAction: return .trailing
        case .topBarLeading, .navigationBarLeading, .cancellationAction, .navigation: return .leading
        case .principal: return .principal
        case .secondaryAction, .status, .keyboard, .bottomBar, .largeTitle, .title, .subtitle: return nil
        }
    }
}

/// Toolbar content that lists its items for the navigation bar.
@MainActor protocol NavigationBarItemSource {
    func entries(into entries: inout [NavigationBarItemEntry])
}

/// The items of any toolbar content: its own, or its body's.
@MainActor func navigationBarEntries(of content: any ToolbarContent, into entries: inout [NavigationBarItemEntry]) {
    if let source = content as? any NavigationBarItemSource { return source.entries(into: &entries) }
    if content is any PrimitiveToolbarContent { return }
    navigationBarEntries(of: content.body, into: &entries)
}

extension ToolbarItem: NavigationBarItemSource {
    @MainActor func entries(into entries: inout [NavigationBarItemEntry]) {
        guard let slot = NavigationBarItemEntry.slot(for: placement) else { return }
        entries.append(NavigationBarItemEntry(slot: slot, view: AnyView(content), emphasized: placement == .confirmationAction))
    }
}
extension ToolbarItemGroup: NavigationBarItemSource {
    @MainActor func entries(into entries: inout [NavigationBarItemEntry]) {
        guard let slot = NavigationBarItemEntry.slot(for: placement) else { return }
        entries.append(NavigationBarItemEntry(slot: slot, view: AnyView(content), emphasized: placement == .confirmationAction))
    }
}
extension TupleToolbarContent: NavigationBarItemSource {
    @MainActor func entries(into entries: inout [NavigationBarItemEntry]) {
        for part in repeat each parts { navigationBarEntries(of: part, into: &entries) }
    }
}
extension ConditionalToolbarContent: NavigationBarItemSource {
    @MainActor func entries(into entries: inout [NavigationBarItemEntry]) {
        switch choice {
        case .first(let first): navigationBarEntries(of: first, into: &entries)
        case .second(let second): navigationBarEntries(of: second, into: &entries)
        }
    }
}
extension OptionalToolbarContent: NavigationBarItemSource {
    @MainActor func entries(into entries: inout [NavigationBarItemEntry]) {
        if let wrapped { navigationBarEntries(of: wrapped, into: &entries) }
    }
}

/// A modifier that configures the bar of the stack it is in, then resolves its content as it is.
nonisolated struct NavigationBarWriter: PrimitiveView, ContentModifier {
    enum Setting {
        case title(Text, NavigationBarItemTitleDisplayMode?)
        case displayMode(NavigationBarItemTitleDisplayMode)
        case hidden(Bool)
        case toolbar(any ToolbarContent)
        case items([NavigationBarItemEntry])
    }
    var content: any View
    let setting: Setting

    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        if let request = context.navigationBar { apply(to: request) }
        return try context.resolve(content)
    }

    @MainActor private func apply(to request: NavigationBarRequest) {
        switch setting {
        case .title(let title, let mode):
            if request.title == nil { request.title = title }
            if let mode, request.displayMode == nil { request.displayMode = mode }
        case .displayMode(let mode):
            if request.displayMode == nil { request.displayMode = mode }
        case .hidden(let hidden):
            if request.hidden == nil { request.hidden = hidden }
        case .toolbar(let content):
            guard !request.itemsGiven else { return }
            request.itemsGiven = true
            navigationBarEntries(of: content, into: &request.items)
        case .items(let entries):
            guard !request.itemsGiven else { return }
            request.itemsGiven = true
            request.items = entries
        }
    }
}

extension View {
    nonisolated func navigationBar(_ setting: NavigationBarWriter.Setting) -> some View {
        NavigationBarWriter(content: self, setting: setting)
    }
}

/// The bar's geometry and type, iOS's on iPhone (UINavigationBar at the top scroll edge),
/// measured on iOS 16–18 simulator references of three public repositories (README,
/// "Navigation bar"): the inline title 17 pt semibold, centred, its baseline 28 pt below the
/// bar's top; the large title 34 pt bold, its baseline 80 pt below the bar's top; items
/// centred in the 44 pt bar; no background or hairline at the top scroll edge.
enum NavigationBarMetrics {
    /// The bar's own height (the inline title and the items).
    static let barHeight: Double = 44
    /// The large title's row below it.
    static let largeTitleHeight: Double = 52
    /// The large title's baseline below the top of its row (80 pt below the bar's top).
    static let largeTitleBaseline: Double = 36
    /// The side margin of the items and of the large title: the layout margin of a compact
    /// width (16 pt; 20 pt from 414 pt wide, the Plus and Max phones).
    static func margin(width: Double) -> Double { width >= 414 ? 20 : 16 }
    /// Space between two items on one side.
    static let itemSpacing: Double = 16
}

/// The bar: items and inline title in a 44 pt row, and the large title's row under it.
struct NavigationBarView: View {
    let title: Text?
    let large: Bool
    let items: [NavigationBarItemEntry]
    let width: Double

    var body: some View {
        let margin = NavigationBarMetrics.margin(width: width)
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                HStack(spacing: 0) {
                    side(.leading)
                    Spacer(minLength: 0)
                    side(.trailing)
                }
                .padding(.horizontal, margin)
                center
            }
            .frame(height: NavigationBarMetrics.barHeight)
            if large, let title {
                title
                    .font(.largeTitle.bold())
                    .foregroundStyle(.primary)
                    .lineLimit(1)
                    .alignmentGuide(.top) { $0[.firstTextBaseline] - NavigationBarMetrics.largeTitleBaseline }
                    .padding(.horizontal, margin)
                    .frame(maxWidth: .infinity, minHeight: NavigationBarMetrics.largeTitleHeight,
                           maxHeight: NavigationBarMetrics.largeTitleHeight, alignment: .topLeading)
            }
        }
    }

    @ViewBuilder private var center: some View {
        if let principal = items.first(where: { $0.slot == .principal }) {
            principal.view
        } else if !large, let title {
            title.font(.headline).foregroundStyle(.primary).lineLimit(1).padding(.horizontal, 80)
        }
    }

    private func side(_ slot: NavigationBarItemEntry.Slot) -> some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            ForEach(Array(items.enumerated().filter { $0.element.slot == slot }), id: \.offset) { _, item in
                item.view
                    .fontWeight(item.emphasized ? .semibold : nil)
                    .buttonStyle(.borderless)
                    .imageScale(.large)
            }
        }
        .font(.body)
    }
}

/// A navigation stack's bar above its content: the stack takes the space it is offered (its
/// content's ideal size where none is), the bar at the top, the content centred in the rest.
/// The bar is resolved for both side margins; layout takes the one of the width it places.
final class NavigationBarNode: LayoutNode {
    let compactBar: LayoutNode, wideBar: LayoutNode, content: LayoutNode
    init(compactBar: LayoutNode, wideBar: LayoutNode, content: LayoutNode) {
        self.compactBar = compactBar; self.wideBar = wideBar; self.content = content
    }
    override var guideChildren: [LayoutNode] { [content] }

    private func bar(_ width: Double?) -> LayoutNode {
        NavigationBarMetrics.margin(width: width ?? 0) == NavigationBarMetrics.margin(width: 0) ? compactBar : wideBar
    }
    private func barHeight(_ width: Double?) -> Double { bar(width).size(ProposedSize(width: width, height: nil)).height }

    override func measure(_ p: ProposedSize) -> Size {
        let h = barHeight(p.width)
        let inner = content.size(ProposedSize(width: p.width, height: p.height.map { max(0, $0 - h) }))
        return Size(width: p.width ?? inner.width, height: p.height.map { max($0, h) } ?? h + inner.height)
    }

    override func draw(in frame: Rect, _ context: inout DrawContext) throws {
        let h = barHeight(frame.width)
        let barFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: h)
        let rest = Rect(x: frame.x, y: frame.y + h, width: frame.width, height: max(0, frame.height - h))
        let proposal = ProposedSize(width: rest.width, height: rest.height)
        let s = content.size(proposal)
        let placed = Rect(x: rest.x + (rest.width - s.width) / 2, y: rest.y + (rest.height - s.height) / 2, width: s.width, height: s.height)
        // The content's safe area ends at the bar: what ignores it reaches up under the
        // transparent bar (and the screen's status bar above it).
        let saved = context.safeArea
        let screen = saved?.screen ?? frame, safe = saved?.safe ?? frame
        let top = max(safe.y, rest.y)
        context.safeArea = (screen: screen, safe: Rect(x: safe.x, y: top, width: safe.width, height: max(0, safe.y + safe.height - top)))
        try content.place(in: placed, proposed: proposal, &context)
        context.safeArea = saved
        try bar(frame.width).place(in: barFrame, proposed: ProposedSize(width: frame.width, height: nil), &context)
    }
}
