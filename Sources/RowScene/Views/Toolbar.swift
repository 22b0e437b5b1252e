import Foundation

// Toolbars: their items are built as SwiftUI builds them; those the navigation bar holds are
// drawn in it by the stack they are in (NavigationBar.swift); the bottom bar's and the
// keyboard's are not drawn.

/// Where a toolbar item goes.
public enum ToolbarItemPlacement: Sendable, Hashable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction, cancellationAction,
         destructiveAction, keyboard, bottomBar, largeTitle, title, subtitle
    case topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing
}

/// What a `toolbar` holds: items, groups, spacers, and types of the app's own made of them.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}
/// Toolbar content the user can customize (items with an `id`).
@MainActor @preconcurrency public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content RowScene builds itself (its `body` is never called).
@MainActor protocol PrimitiveToolbarContent: CustomizableToolbarContent where Body == Never {}
extension PrimitiveToolbarContent {
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

/// A toolbar item: its placement and view.
public nonisolated struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
    public let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement; self.content = content()
    }
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement; self.content = content()
    }
}
/// Several toolbar items at one placement.
public nonisolated struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
    public let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public init<Label: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.placement = placement; self.content = content()
    }
}
/// Space between toolbar items (iOS 26).
public nonisolated struct ToolbarSpacer: PrimitiveToolbarContent {
    public enum Sizing: Sendable, Hashable { case fixed, flexible }
    public init(_ sizing: Sizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
}
/// A system toolbar item (iOS 26's `DefaultToolbarItem`: the search field or the sidebar
/// toggle at a placement); a row's frame draws no search field or sidebar, so it holds nothing.
public nonisolated struct DefaultToolbarItem: PrimitiveToolbarContent {
    public enum Kind: Sendable, Hashable { case search, sidebarToggle }
    public let kind: Kind
    public let placement: ToolbarItemPlacement
    public init(kind: Kind, placement: ToolbarItemPlacement = .automatic) { self.kind = kind; self.placement = placement }
}
/// A title menu in the navigation bar.
public nonisolated struct ToolbarTitleMenu<Content: View>: PrimitiveToolbarContent {
    public init(@ViewBuilder content: () -> Content) {}
}

/// Toolbar content of several parts, as `ToolbarContentBuilder` puts them together.
public nonisolated struct TupleToolbarContent<each Part: ToolbarContent>: PrimitiveToolbarContent {
    let parts: (repeat each Part)
}
/// One of two toolbar contents, as an `if`/`else` chose.
public nonisolated struct ConditionalToolbarContent<First: ToolbarContent, Second: ToolbarContent>: PrimitiveToolbarContent {
    enum Choice { case first(First), second(Second) }
    let choice: Choice
}
/// Toolbar content that may be absent (`if` without `else`).
public nonisolated struct OptionalToolbarContent<Wrapped: ToolbarContent>: PrimitiveToolbarContent {
    let wrapped: Wrapped?
}

/// Builds toolbar content from a closure's statements, as `ViewBuilder` builds views.
@resultBuilder public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock() -> TupleToolbarContent< > { TupleToolbarContent(parts: ()) }
    public static func buildBlock<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<repeat each C> {
        TupleToolbarContent(parts: (repeat each content))
    }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> OptionalToolbarContent<C> { OptionalToolbarContent(wrapped: content) }
    public static func buildEither<A: ToolbarContent, B: ToolbarContent>(first: A) -> ConditionalToolbarContent<A, B> {
        ConditionalToolbarContent(choice: .first(first))
    }
    public static func buildEither<A: ToolbarContent, B: ToolbarContent>(second: B) -> ConditionalToolbarContent<A, B> {
        ConditionalToolbarContent(choice: .second(second))
    }
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> C { content }
}

/// The bars a toolbar modifier speaks of.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic"), navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar"), bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let bottomOrnament = ToolbarPlacement(name: "bottomOrnament"), windowToolbar = ToolbarPlacement(name: "windowToolbar")
}
/// How a navigation title is shown (`toolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic"), inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge"), large = ToolbarTitleDisplayMode(name: "large")
}
/// What a toolbar is for (`toolbarRole`).
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic"), browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor"), navigationStack = ToolbarRole(name: "navigationStack")
}
/// The default toolbar items a view can remove (`toolbar(removing:)`).
public enum ToolbarDefaultItemKind: Sendable, Hashable { case sidebarToggle, title }

extension ToolbarContent {
    /// iOS 26: whether the item shares its glass background with its neighbours.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> Self { self }
    nonisolated public func hidden(_ hidden: Bool = true) -> Self { self }
}

extension View {
    /// Toolbar items: those of the navigation bar are drawn in the bar of the stack the view is in.
    nonisolated public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
        navigationBar(.toolbar(content()))
    }
    /// Views placed in the toolbar automatically: the bar's trailing items.
    nonisolated public func toolbar<C: View>(@ViewBuilder content: () -> C) -> some View {
        navigationBar(.items([NavigationBarItemEntry(slot: .trailing, view: AnyView(content()), emphasized: false)]))
    }
    nonisolated public func toolbar<C: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> C) -> some View {
        navigationBar(.toolbar(content()))
    }
    /// Hides or shows bars: the navigation bar's visibility is its stack's.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { toolbarVisibility(visibility, bars) }
    nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { Inert(content: self) }
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { toolbarVisibility(visibility, bars) }
    nonisolated private func toolbarVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let navigation = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        return navigationBar(.hidden(navigation && visibility == .hidden))
    }
    nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { Inert(content: self) }
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { Inert(content: self) }
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { Inert(content: self) }
    nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { Inert(content: self) }
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBar(.displayMode(mode == .inline ? .inline : mode == .automatic ? .automatic : .large))
    }
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { Inert(content: self) }
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { Inert(content: self) }
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View { Inert(content: self) }
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { Inert(content: self) }
    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { Inert(content: self) }
}
