// Modifiers that act on presentation, navigation or assistive technologies. A rendered frame
// has none of those, so they compile and leave the drawing unchanged.

/// Accessibility traits a view can carry.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 9)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 10)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 11)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 12)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// The standard accessibility actions (`accessibilityAction(.escape)`).
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default"), escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap"), delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = "named" }
    init(name: String) { self.name = name }
}
public enum AccessibilityAdjustmentDirection: Sendable, Hashable { case increment, decrement }
public enum AccessibilityHeadingLevel: Sendable, Hashable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// A list row platter's tint (watchOS).
public struct ListItemTint: Sendable {
    public static let monochrome = ListItemTint()
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint() }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint() }
}

/// How an accessibility element treats its children.
public enum AccessibilityChildBehavior: Sendable, Hashable { case ignore, combine, contain }

public enum SwipeEdge: Sendable, Hashable { case leading, trailing }

/// Where a swipe action set sits, and whether a full swipe performs the first action.
public struct ContentShapeKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 4)
    public static let dragPreview = ContentShapeKinds(rawValue: 8)
    public static let hoverMenuInteraction = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
    public static let focusEffect = ContentShapeKinds(rawValue: 64)
}

/// A modifier that leaves its content's drawing as it is.
nonisolated struct Inert: PrimitiveView, ContentModifier {
    var content: any View
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try context.resolve(content) }
}

extension View {
    // Touches (gestures themselves are in Gestures.swift).
    /// Where the view can be touched: the shape in its frame, instead of what it draws.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ContentShape(content: self, shape: shape, eoFill: eoFill)
    }
    /// Only `.interaction` shapes touches; the other kinds (previews, hover) have no pixels.
    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        ContentShape(content: self, shape: kind.contains(.interaction) ? shape : nil, eoFill: eoFill)
    }
    /// Whether touches reach the view: its gestures, and enclosing views' gestures through it.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { HitTesting(content: self, enabled: enabled) }
    nonisolated public func disabled(_ disabled: Bool) -> some View { EnvironmentModifier(content: self) { if disabled { $0.isEnabled = false } } }

    // Presentation and navigation (nothing is presented in a row's frame).
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { Inert(content: self) }
    nonisolated public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { Inert(content: self) }
    nonisolated public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> C) -> some View { Inert(content: self) }
    nonisolated public func fullScreenCover<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> C) -> some View { Inert(content: self) }
    nonisolated public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { Inert(content: self) }
    nonisolated public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { Inert(content: self) }
    nonisolated public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { Inert(content: self) }
    nonisolated public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                         @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { Inert(content: self) }
    nonisolated public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                         @ViewBuilder actions: () -> A) -> some View { Inert(content: self) }
    nonisolated public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                         @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { Inert(content: self) }
    nonisolated public func confirmationDialog<A: View, T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                           presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { Inert(content: self) }
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                 presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                                 @ViewBuilder message: (T) -> M) -> some View { Inert(content: self) }
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { Inert(content: self) }
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                    @ViewBuilder message: () -> M) -> some View { Inert(content: self) }
    nonisolated public func alert<A: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                              @ViewBuilder actions: (T) -> A) -> some View { Inert(content: self) }
    nonisolated public func alert<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?,
                                                       @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { Inert(content: self) }
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        Inert(content: self)
    }
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                                       @ViewBuilder message: (E) -> M) -> some View { Inert(content: self) }
    nonisolated public func sheet<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                               @ViewBuilder content: @escaping (Item) -> C) -> some View { Inert(content: self) }
    nonisolated public func fullScreenCover<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                         @ViewBuilder content: @escaping (Item) -> C) -> some View { Inert(content: self) }
    nonisolated public func popover<Item: Identifiable, C: View>(item: Binding<Item?>, arrowEdge: Edge? = nil,
                                                                 @ViewBuilder content: @escaping (Item) -> C) -> some View { Inert(content: self) }
    /// Sheet heights (`.medium`, `.large`, a fraction or a height): nothing is presented.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { Inert(content: self) }
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { Inert(content: self) }
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        Inert(content: self)
    }
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { Inert(content: self) }
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        Inert(content: self)
    }
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { Inert(content: self) }
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { Inert(content: self) }
    nonisolated public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        Inert(content: self)
    }
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { Inert(content: self) }
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { Inert(content: self) }
    nonisolated public func presentationSizing(_ sizing: PresentationSizing) -> some View { Inert(content: self) }
    // Drag and drop (a frame has no drag session).
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { Inert(content: self) }
    nonisolated public func draggable<T: Transferable, P: View>(_ payload: @autoclosure @escaping () -> T,
                                                               @ViewBuilder preview: () -> P) -> some View { Inert(content: self) }
    nonisolated public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                                             isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { Inert(content: self) }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationBar(.title(Text(titleKey), nil)) }
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationBar(.title(Text(title), nil)) }
    nonisolated public func navigationTitle(_ title: Text) -> some View { navigationBar(.title(title, nil)) }
    nonisolated public func textSelection(_ selectability: TextSelectability) -> some View { Inert(content: self) }

    // Accessibility (what a screen reader would say; no pixels).
    nonisolated public func accessibilityLabel(_ label: String) -> some View { Inert(content: self) }
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { Inert(content: self) }
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibilityHint(_ hint: String) -> some View { Inert(content: self) }
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibilityValue(_ value: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibilityInputLabels(_ labels: [Text]) -> some View { Inert(content: self) }
    nonisolated public func accessibilitySortPriority(_ priority: Double) -> some View { Inert(content: self) }
    nonisolated public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View { Inert(content: self) }
    nonisolated public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { Inert(content: self) }
    nonisolated public func accessibilityActions<C: View>(@ViewBuilder _ content: () -> C) -> some View { Inert(content: self) }
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { Inert(content: self) }
    nonisolated public func accessibilityChildren<C: View>(@ViewBuilder children: () -> C) -> some View { Inert(content: self) }
    nonisolated public func accessibilityRepresentation<C: View>(@ViewBuilder representation: () -> C) -> some View { Inert(content: self) }
    nonisolated public func accessibilityCustomContent(_ label: String, _ value: String) -> some View { Inert(content: self) }
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { Inert(content: self) }
    nonisolated public func accessibilityFocused(_ condition: Binding<Bool>) -> some View { Inert(content: self) }
    nonisolated public func accessibilityRotor(_ label: String, entries: @escaping () -> [AnyHashable]) -> some View { Inert(content: self) }
    /// The language whose line-breaking and typesetting rules text follows (the bundled fonts
    /// set every language alike).
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { Inert(content: self) }
    /// An inspector: a sheet on an iPhone, not presented in a frame.
    nonisolated public func inspector<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> C) -> some View { Inert(content: self) }
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { Inert(content: self) }
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { Inert(content: self) }
    /// iOS 26: mirrors the view's edges into the safe area beside it (a row has none to fill).
    nonisolated public func backgroundExtensionEffect() -> some View { Inert(content: self) }
    nonisolated public func backgroundExtensionEffect(isEnabled: Bool) -> some View { Inert(content: self) }
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { Inert(content: self) }
    nonisolated public func accessibilityValue(_ value: String) -> some View { Inert(content: self) }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { Inert(content: self) }
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { Inert(content: self) }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { Inert(content: self) }
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { Inert(content: self) }
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { Inert(content: self) }
    nonisolated public func accessibility(label: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibility(hint: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibility(hidden: Bool) -> some View { Inert(content: self) }
    nonisolated public func accessibility(label: String) -> some View { Inert(content: self) }
    nonisolated public func accessibility(value: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibility(value: String) -> some View { Inert(content: self) }
    nonisolated public func accessibility(identifier: String) -> some View { Inert(content: self) }
    nonisolated public func accessibility(sortPriority: Double) -> some View { Inert(content: self) }
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { Inert(content: self) }
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { Inert(content: self) }
    nonisolated public func accessibility(inputLabels: [Text]) -> some View { Inert(content: self) }
    /// The tint of a list row's platter (watchOS); iOS rows have none.
    nonisolated public func listItemTint(_ tint: Color?) -> some View { Inert(content: self) }
    nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View { Inert(content: self) }
}

/// Whether text can be selected (`textSelection`).
public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability()
    public static let disabled = TextSelectability()
}

/// Visibility of a piece of chrome (`.automatic`, `.visible`, `.hidden`).
public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

/// How tall a sheet stands (`presentationDetents`).
public struct PresentationDetent: Sendable, Hashable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// A key a keyboard shortcut names: a character or one of the special keys.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}"), delete = KeyEquivalent("\u{8}"), deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}"), end = KeyEquivalent("\u{F72B}"), pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}"), clear = KeyEquivalent("\u{F739}"), tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" "), `return` = KeyEquivalent("\r")
}
/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2), control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8), command = EventModifiers(rawValue: 16), numericPad = EventModifiers(rawValue: 32)
    public static let function = EventModifiers(rawValue: 64)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
/// A key with its modifiers that triggers a control (hardware keyboards; nothing in a frame).
public struct KeyboardShortcut: Sendable, Hashable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
extension View {
    nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { Inert(content: self) }
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { Inert(content: self) }
    nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { Inert(content: self) }
}

/// How a presentation adapts in compact size classes.
public struct PresentationAdaptation: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), none = Self(name: "none"), popover = Self(name: "popover")
    public static let sheet = Self(name: "sheet"), fullScreenCover = Self(name: "fullScreenCover")
}
/// Whether what is behind a sheet takes touches.
public struct PresentationBackgroundInteraction: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), enabled = Self(name: "enabled"), disabled = Self(name: "disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> Self { Self(name: "enabled") }
}
/// Whether a sheet's content scrolls or resizes the sheet first.
public struct PresentationContentInteraction: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), resizes = Self(name: "resizes"), scrolls = Self(name: "scrolls")
}
/// How a sheet sizes itself (iOS 18).
public struct PresentationSizing: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), page = Self(name: "page"), form = Self(name: "form"), fitted = Self(name: "fitted")
}
