import RowMotion

// Content transitions and symbol effects: they compile and draw the content as it is (what they
// animate — digits rolling, symbols bouncing — is not modelled). View transitions are in
// Runtime/Transitions.swift.

/// How content changes in place (`.contentTransition(.numericText())`).
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static let symbolEffect = ContentTransition()
    public static func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition { ContentTransition() }
}

/// SF Symbol effects (`.symbolEffect(.pulse)`): motion over time; a still shows the symbol.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions(), repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}
public struct SymbolEffect: Sendable {
    public static let pulse = SymbolEffect(), bounce = SymbolEffect(), scale = SymbolEffect(), variableColor = SymbolEffect()
    public static let appear = SymbolEffect(), disappear = SymbolEffect(), replace = SymbolEffect(), wiggle = SymbolEffect()
    public static let rotate = SymbolEffect(), breathe = SymbolEffect()
    public var byLayer: SymbolEffect { self }
    public var wholeSymbol: SymbolEffect { self }
    public var up: SymbolEffect { self }
    public var down: SymbolEffect { self }
    public var iterative: SymbolEffect { self }
    public var cumulative: SymbolEffect { self }
    public var reversing: SymbolEffect { self }
    public var nonReversing: SymbolEffect { self }
    public var hideInactiveLayers: SymbolEffect { self }
    public var dimInactiveLayers: SymbolEffect { self }
    public var clockwise: SymbolEffect { self }
    public var counterClockwise: SymbolEffect { self }
    public var left: SymbolEffect { self }
    public var right: SymbolEffect { self }
    public var forward: SymbolEffect { self }
    public var backward: SymbolEffect { self }
    public var offUp: SymbolEffect { self }
    public var downUp: SymbolEffect { self }
    public var upUp: SymbolEffect { self }
    public var plain: SymbolEffect { self }
    public var pulse: SymbolEffect { self }
    public static let drawOn = SymbolEffect(), drawOff = SymbolEffect()
}

extension View {
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { Inert(content: self) }
    nonisolated public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { Inert(content: self) }
    nonisolated public func symbolEffect<U: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: U) -> some View { Inert(content: self) }
    /// Actions a swipe reveals: drawn when the environment's `swipeOffset` swipes toward them.
    nonisolated public func swipeActions<C: View>(edge: SwipeEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> C) -> some View {
        let set = SwipeActionSet(edge: edge, actions: content())
        return ListRowSetting(content: self) { $0.swipeActions.append(set) }
    }
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { Inert(content: self) }
    // A search field lives in the navigation bar, outside the row: accepted, not drawn.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        Inert(content: self)
    }
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        Inert(content: self)
    }
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        Inert(content: self)
    }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> some View { Inert(content: self) }
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> some View { Inert(content: self) }
    nonisolated public func searchSuggestions<C: View>(@ViewBuilder _ suggestions: () -> C) -> some View { Inert(content: self) }
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { Inert(content: self) }

    /// A Gaussian blur of the view's pixels (σ = radius points, as shadows); `opaque` keeps it
    /// inside the view's frame.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { Effect(content: self, kind: .blur(radius, opaque: opaque)) }
    /// Color saturation of the view's pixels: 0 is grayscale, 1 unchanged.
    nonisolated public func saturation(_ amount: Double) -> some View { Effect(content: self, kind: .saturation(amount)) }
    /// Turns the hue of the view's pixels by `angle` about the gray axis (keeping luminance).
    nonisolated public func hueRotation(_ angle: Angle) -> some View { Effect(content: self, kind: .hueRotation(angle.degrees)) }
    /// Moves each channel away from middle gray by `amount` (1 unchanged, 0 gray, negative inverts).
    nonisolated public func contrast(_ amount: Double) -> some View { Effect(content: self, kind: .contrast(amount)) }
    /// Black, with the view's luminance as its alpha (a luminance mask).
    nonisolated public func luminanceToAlpha() -> some View { Effect(content: self, kind: .luminanceToAlpha) }
    /// Removes `amount` (0…1) of the color: 1 is grayscale.
    nonisolated public func grayscale(_ amount: Double) -> some View { Effect(content: self, kind: .saturation(1 - min(1, max(0, amount)))) }
}

/// Where a search field goes (`searchable(text:placement:)`).
public struct SearchFieldPlacement: Sendable, Hashable {
    /// Whether a search field in the navigation bar's drawer stays visible while scrolling.
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable { case automatic, always }
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic"), toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar"), navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode))")
    }
}
