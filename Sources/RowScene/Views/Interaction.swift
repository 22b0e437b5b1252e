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
    nonisolated public func navigationTitle(_ title: String) -> some View { Inert(content: self) }
    nonisolated public func textSelection(_ selectability: TextSelectability) -> some View { Inert(content: self) }

    // Accessibility (what a screen reader would say; no pixels).
    nonisolated public func accessibilityLabel(_ label: String) -> some View { Inert(content: self) }
    nonisolated public func accessibilityLabel(_ label: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibilityHint(_ hint: String) -> some View { Inert(content: self) }
    nonisolated public func accessibilityValue(_ value: String) -> some View { Inert(content: self) }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { Inert(content: self) }
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { Inert(content: self) }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { Inert(content: self) }
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { Inert(content: self) }
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { Inert(content: self) }
    nonisolated public func accessibility(label: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibility(hint: Text) -> some View { Inert(content: self) }
    nonisolated public func accessibility(hidden: Bool) -> some View { Inert(content: self) }
}

/// Whether text can be selected (`textSelection`).
public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability()
    public static let disabled = TextSelectability()
}

/// Visibility of a piece of chrome (`.automatic`, `.visible`, `.hidden`).
public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }
