import RowRaster

// Controls as iOS 17/18 draws them in list rows (sizes and colors from UIKit's and measured
// values): labels, buttons, toggles, progress, steppers, pickers, links, menus, labeled content.

// MARK: - Label

/// A title with an icon (`Label`), drawn by the environment's label style.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { self.title = title(); self.icon = icon() }
    init(title: Title, icon: Icon) { self.title = title; self.icon = icon }

    public var body: some View {
        style.make(LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)), key: \.labelStyle)
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: Text(title), icon: Image(systemName: systemImage))
    }
    public init(_ title: LocalizedStringKey, systemImage: String) {
        self.init(title: Text(title), icon: Image(systemName: systemImage))
    }
    public init(_ title: LocalizedStringKey, image: String) {
        self.init(title: Text(title), icon: Image(image))
    }
}

/// A part of a style configuration (a label's title, a group box's content, …): the view the
/// control was given, type-erased as SwiftUI's configuration parts are.
public struct StyleContent: View {
    let content: any View
    public var body: some View { AnyView(content) }
}

/// What a label style draws from.
public struct LabelStyleConfiguration {
    public typealias Title = StyleContent
    public typealias Icon = StyleContent
    public let title: Title
    public let icon: Icon
}

/// A style for labels: `makeBody` arranges the title and icon.
@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The icon then the title, 8 pt apart (`.titleAndIcon`, the default); in a list row the icon
/// takes the tint, as iOS draws it.
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { TitleAndIcon(configuration: configuration) }
}
struct TitleAndIcon: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.isInListRow) var isInListRow
    @Environment(\.foregroundStyle) var foregroundStyle
    var body: some View {
        HStack(spacing: 8) {
            // A list row tints the icon, unless the label has a foreground style of its own.
            if isInListRow && foregroundStyle == nil { configuration.icon.foregroundStyle(.tint) } else { configuration.icon }
            // In a list, the row's separator starts at the title, as iOS draws it.
            configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }
    }
}
public typealias DefaultLabelStyle = TitleAndIconLabelStyle
public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    public static var automatic: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }

/// A label style erased for the environment.
public typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>
extension AnyStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: $0) }, over: outer)
    }
}

extension View {
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { EnvironmentModifier(content: self) { $0.labelStyle = AnyLabelStyle(style, over: $0.labelStyle) } }
    /// Hides the labels of controls (a toggle shows only its switch).
    nonisolated public func labelsHidden() -> some View { EnvironmentModifier(content: self) { $0.labelsHidden = true } }
}

// MARK: - Button

/// What a button does: `.destructive` draws in red, `.cancel` as usual.
public struct ButtonRole: Sendable, Hashable {
    let kind: Int
    public static let destructive = ButtonRole(kind: 1)
    public static let cancel = ButtonRole(kind: 2)
    /// iOS 26's roles of buttons that show the system's symbol for them.
    public static let close = ButtonRole(kind: 3)
    public static let confirm = ButtonRole(kind: 4)
    /// The symbol iOS 26 shows for a button of this role given no label.
    var symbolName: String {
        switch kind {
        case 3: "xmark"
        case 4: "checkmark"
        case 1: "trash"
        default: "xmark"
        }
    }
}

extension Button where Label == Image {
    /// A button of a role with the system's symbol for it as its label (iOS 26: `.close` an
    /// xmark, `.confirm` a checkmark).
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: Image(systemName: role.symbolName))
    }
}

/// What a button style draws from (`ButtonStyle.makeBody(configuration:)`).
public struct ButtonStyleConfiguration {
    /// The button's label: several views side by side, as a button lays out a label of more
    /// than one view (`Button { } label: { Text("Go"); Image(systemName: "arrow.right") }`).
    public struct Label: View {
        let content: any View
        public var body: some View { VStackOrHStack(axes: .horizontal, content: ViewList.of(content)) }
    }
    public let label: Label
    public let role: ButtonRole?
    /// Pressed at the frame's time (from the environment's `isPressed`).
    public let isPressed: Bool
}

/// A style for buttons: `makeBody` draws one from its label and state.
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that draws the button and triggers it itself (`PrimitiveButtonStyle`).
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct PrimitiveButtonStyleConfiguration {
    public let label: ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public func trigger() {}
}

/// A button: its label, drawn by the environment's button style, pressed while a touch is on
/// it and running its action when the touch lifts inside (UIKit's touch-up-inside, taken as
/// within `Button.allowableMovement` of where it went down). A still shows it pressed through
/// the environment's `isPressed`.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: () -> Void
    @GestureState private var touched = false
    @Environment(\.buttonStyle) var style
    @Environment(\.isPressed) var isPressed
    @Environment(\.isSwipeAction) var isSwipeAction
    @Environment(\.tint) var tint

    /// How far a touch may move from where it went down and still run the action (UIKit keeps
    /// a touch inside a control within about 70 pt of its bounds; assumed).
    static var allowableMovement: Double { 70 }

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.init(role: nil, action: action, label: label()) }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: action, label: label())
    }
    init(role: ButtonRole?, action: @escaping () -> Void, label: Label) { self.label = label; self.role = role; self.action = action }

    public var body: some View {
        let inside = { (v: DragGesture.Value) in (v.translation.width * v.translation.width + v.translation.height * v.translation.height).squareRoot() <= Self.allowableMovement }
        let press = DragGesture(minimumDistance: 0)
            .updating($touched) { value, state, _ in state = inside(value) }
            .onEnded { value in if inside(value) { action() } }
        if isSwipeAction {
            // A swipe action's tile: the icon (a label's title only without one) in white on
            // the tint, red for destructive, gray by default.
            label.labelStyle(.iconOnly).font(.body.weight(.medium)).foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(role == .destructive ? Color.red : tint ?? Color(UIColor.systemGray))
                .contentShape(Rectangle())
                .buttonPress(press)
        } else {
            style.make(ButtonStyleConfiguration(label: .init(content: label), role: role, isPressed: isPressed || touched), key: \.buttonStyle)
                .contentShape(Rectangle())
                .buttonPress(press)
        }
    }
}

extension View {
    /// A button's press: a gesture that, inside a scroll view, sees the touch 150 ms late and
    /// gives way to a scroll (`ScrollBehaviour.button`), as UIScrollView treats a button.
    func buttonPress<G: Gesture>(_ press: G) -> some View {
        GestureModifier(content: self, gesture: press, priority: .normal, scrolling: .button)
    }
}

extension Button where Label == Text {
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) { self.init(role: nil, action: action, label: Text(title)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(role: nil, action: action, label: Text(title)) }
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action, label: Text(title)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { self.init(role: role, action: action, label: Text(title)) }
}

extension Button where Label == RowScene.Label<Text, Image> {
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: RowScene.Label(title, systemImage: systemImage))
    }
    public init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: RowScene.Label(title, systemImage: systemImage))
    }
}

/// A button style erased for the environment.
public typealias AnyButtonStyle = AnyStyle<ButtonStyleConfiguration>
extension AnyStyle where Configuration == ButtonStyleConfiguration {
    init<S: ButtonStyle>(_ style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: $0) }, over: outer)
    }
    init<S: PrimitiveButtonStyle>(primitive style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: $0.label, role: $0.role)) }, over: outer)
    }
}

/// The default in a row: the label in the tint (red for destructive), dimmed while pressed.
public nonisolated struct DefaultButtonStyle: ButtonStyle {
    nonisolated public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { DefaultButtonBody(configuration: configuration) }
}

/// The label in the tint — unless a foreground style is set around the button (a container's
/// `foregroundStyle`/`foregroundColor`), which it takes as SwiftUI's default button does;
/// red for a destructive role.
struct DefaultButtonBody: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.foregroundStyle) var inherited
    var body: some View {
        let style: AnyShapeStyle = configuration.role == .destructive ? AnyShapeStyle(Color.red) : (inherited ?? AnyShapeStyle(TintShapeStyle()))
        return configuration.label
            .foregroundStyle(style)
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}
public typealias BorderlessButtonStyle = DefaultButtonStyle

/// The label as it is (`.plain`), dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(configuration.isPressed ? 0.75 : 1) }
}

/// A tinted platter behind the label in the tint (`.bordered`), or a filled one with white
/// text (`.borderedProminent`): 34 pt capsule-ish medium size, 12 pt horizontal padding.
public struct BorderedButtonStyle: ButtonStyle {
    let prominent: Bool
    nonisolated public init() { prominent = false }
    init(prominent: Bool) { self.prominent = prominent }
    public func makeBody(configuration: Configuration) -> some View {
        PlatterButtonBody(configuration: configuration, prominent: prominent, kind: .bordered)
    }
}
public typealias BorderedProminentButtonStyle = BorderedButtonStyle

/// A button's label on a platter, as the bordered and the glass styles draw it: its height by
/// control size (28, 34 or 50 pt), the label's font and side padding, a circle as wide as tall.
struct PlatterButtonBody: View {
    enum Kind { case bordered, glass }
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    let kind: Kind
    @Environment(\.tint) var tint
    @Environment(\.buttonBorderShape) var shape
    @Environment(\.controlSize) var controlSize
    var body: some View {
        let color = configuration.role == .destructive ? Color.red : (tint ?? .accentColor)
        let small = controlSize == .small || controlSize == .mini
        let height: Double = controlSize == .large ? 50 : (small ? 28 : 34)
        // Bordered labels are in the tint, glass ones in the primary style; prominent ones white.
        let label = prominent ? AnyShapeStyle(Color.white) : (kind == .glass ? AnyShapeStyle(HierarchicalShapeStyle.primary) : AnyShapeStyle(color))
        let side: Double = shape == .circle ? 0 : (controlSize == .large ? 20 : (kind == .glass ? 14 : 12))
        return configuration.label
            .font(small ? .subheadline : .body)
            .foregroundStyle(label)
            .padding(.horizontal, side)
            .frame(minWidth: shape == .circle ? height : nil, minHeight: height)
            .background { platter(color: color, outline: outline(height: height, small: small)) }
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
    /// The platter's outline: a circle, a capsule (glass's own shape), or a rounded rectangle.
    private func outline(height: Double, small: Bool) -> AnyShape {
        switch shape {
        case .circle: return AnyShape(Circle())
        case .capsule: return AnyShape(Capsule())
        case _ where kind == .glass: return AnyShape(Capsule())
        case .roundedRectangle(let r): return AnyShape(RoundedRectangle(cornerRadius: r, style: .continuous))
        case .automatic: return AnyShape(RoundedRectangle(cornerRadius: controlSize == .large ? 12 : (small ? 14 : 8), style: .continuous))
        }
    }
    @ViewBuilder private func platter(color: Color, outline: AnyShape) -> some View {
        switch (kind, prominent) {
        case (.bordered, _): outline.fill(prominent ? color : color.opacity(0.15))
        // Glass filled with the tint: the tint, and glass's light rim.
        case (.glass, true): outline.fill(color).overlay(outline.stroke(Color.white.opacity(0.35), lineWidth: 0.5))
        case (.glass, false): Color.clear.glassEffect(.regular, in: outline)
        }
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    public static var borderless: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
/// iOS 26's Liquid Glass buttons: the label on glass in a capsule (`.glass`), or on glass
/// filled with the tint, the label white (`.glassProminent`). Glass as `glassEffect` draws it.
public struct GlassButtonStyle: ButtonStyle {
    let prominent: Bool
    nonisolated public init() { prominent = false }
    nonisolated public init(_ glass: Glass) { prominent = false }
    init(prominent: Bool) { self.prominent = prominent }
    public func makeBody(configuration: Configuration) -> some View {
        PlatterButtonBody(configuration: configuration, prominent: prominent, kind: .glass)
    }
}
public typealias GlassProminentButtonStyle = GlassButtonStyle

extension ButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
    public static var glassProminent: GlassButtonStyle { GlassButtonStyle(prominent: true) }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    public static var borderedProminent: BorderedButtonStyle { BorderedButtonStyle(prominent: true) }
}

/// Shapes of bordered buttons.
public enum ButtonBorderShape: Sendable, Hashable {
    case automatic, capsule, circle
    case roundedRectangle(radius: Double)
    public static var roundedRectangle: ButtonBorderShape { .roundedRectangle(radius: 8) }
}

/// The shape a bordered button draws is also a shape to clip or fill with (`.clipShape(.buttonBorder)`).
extension ButtonBorderShape: Shape {
    public nonisolated func path(in rect: CGRect) -> Path {
        switch self {
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .roundedRectangle(let radius): return RoundedRectangle(cornerRadius: radius).path(in: rect)
        case .automatic: return RoundedRectangle(cornerRadius: 8).path(in: rect)
        }
    }
}
extension Shape where Self == ButtonBorderShape {
    /// The shape of the environment's bordered buttons at their default.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// Control sizes.
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

extension View {
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.buttonStyle = AnyButtonStyle(style, over: $0.buttonStyle) }
    }
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.buttonStyle = AnyButtonStyle(primitive: style, over: $0.buttonStyle) }
    }
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { EnvironmentModifier(content: self) { $0.buttonBorderShape = shape } }
    nonisolated public func controlSize(_ size: ControlSize) -> some View { EnvironmentModifier(content: self) { $0.controlSize = size } }
}

// MARK: - Toggle

/// What a toggle style draws from.
public struct ToggleStyleConfiguration {
    public struct Label: View {
        let content: any View
        public var body: some View { AnyView(content) }
    }
    public let label: Label
    @Binding public var isOn: Bool
}

@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The iOS switch: a 51×31 pt capsule, green (or the tint) when on, the secondary system fill
/// when off, with a 27 pt white knob and its two soft shadows.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    nonisolated public init() { tint = nil }
    nonisolated public init(tint: Color) { self.tint = tint }
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, tint: tint)
    }
}

struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.isInListRow) var isInListRow
    @Environment(\.tint) var environmentTint
    @Environment(\.isEnabled) var isEnabled
    var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden {
                configuration.label
                Spacer(minLength: 8)
            }
            SwitchControl(isOn: configuration.isOn, tint: tint ?? environmentTint ?? .green)
                .opacity(isEnabled ? 1 : 0.5)
        }
    }
}

struct SwitchControl: View {
    let isOn: Bool
    let tint: Color
    var body: some View {
        Capsule()
            .fill(isOn ? tint : Color(UIColor.secondarySystemFill))
            .frame(width: 51, height: 31)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 8, y: 3)
                    .shadow(color: Color(white: 0, opacity: 0.06), radius: 1, y: 3)
                    .padding(2)
            }
    }
}

/// A toggle drawn as a button-like platter when on (`.button`).
public struct ButtonToggleStyle: ToggleStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(ToggleButtonLook(isOn: configuration.isOn))
    }
}
struct ToggleButtonLook: ViewModifier {
    let isOn: Bool
    func body(content: Content) -> some View {
        content.foregroundStyle(isOn ? AnyShapeStyle(Color.white) : AnyShapeStyle(TintShapeStyle()))
            .padding(.horizontal, 12).frame(minHeight: 34)
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(isOn ? Color.accentColor : Color.accentColor.opacity(0.15)))
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle erased for the environment.
public typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>
extension AnyStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: $0) }, over: outer)
    }
}

/// A switch with a label (`Toggle`), drawn by the environment's toggle style.
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>
    @Environment(\.toggleStyle) var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }
    init(isOn: Binding<Bool>, label: Label) { self.isOn = isOn; self.label = label }
    public var body: some View {
        style.make(ToggleStyleConfiguration(label: .init(content: label), isOn: isOn), key: \.toggleStyle)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style was given, drawn by the style around that style (a custom style's
    /// body shows the standard switch with its own modifiers this way).
    public init(_ configuration: ToggleStyleConfiguration) { self.init(isOn: configuration.$isOn, label: configuration.label) }
}

extension Toggle where Label == Text {
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn, label: Text(title)) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn, label: Text(title)) }
}

extension View {
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { EnvironmentModifier(content: self) { $0.toggleStyle = AnyToggleStyle(style, over: $0.toggleStyle) } }
}

// MARK: - ProgressView

/// Progress: the iOS spinner (8 ticks turning once a second, at the frame's time) with no
/// value, a 4 pt linear bar with one; drawn by the environment's progress view style.
public struct ProgressView<Label: View>: View {
    let value: Double?
    let total: Double
    let label: Label?
    /// A timer's interval (`ProgressView(timerInterval:)`): the value is how far the
    /// environment's clock is through it (or how much of it is left, counting down).
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)? = nil
    @Environment(\.progressViewStyle) var style
    @Environment(\.now) private var now
    @Environment(\.time) private var time

    public var body: some View {
        var fraction = value.map { total > 0 ? min(1, max(0, $0 / total)) : 0 }
        if let timer {
            let span = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
            let done = span > 0 ? min(1, max(0, now.addingTimeInterval(time).timeIntervalSince(timer.interval.lowerBound) / span)) : 1
            fraction = timer.countsDown ? 1 - done : done
        }
        return style.make(ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map { .init(content: $0) }), key: \.progressViewStyle)
    }
}

extension ProgressView where Label == EmptyView {
    public init() { value = nil; total = 1; label = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map { Double($0) }; self.total = Double(total); label = nil
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) { value = nil; total = 1; label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { value = nil; total = 1; label = Text(title) }
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.value = value.map { Double($0) }; self.total = Double(total); label = Text(title)
    }
}

extension ProgressView where Label == EmptyView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        value = nil; total = 1; label = nil; timer = (timerInterval, countsDown)
    }
}
extension ProgressView {
    public init<CurrentValueLabel: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        value = nil; total = 1; self.label = label(); timer = (timerInterval, countsDown)
    }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        value = nil; total = 1; self.label = label(); timer = (timerInterval, countsDown)
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.value = value.map { Double($0) }; self.total = Double(total); self.label = label()
    }
    public init(@ViewBuilder label: () -> Label) { value = nil; total = 1; self.label = label() }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label {
    /// The progress a style was given, drawn by the style around that style (a custom style's
    /// body shows the standard bar or spinner with its own modifiers this way).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        value = configuration.fractionCompleted; total = 1; label = configuration.label
    }
}

/// What a progress view style draws from.
public struct ProgressViewStyleConfiguration {
    public typealias Label = StyleContent
    /// 0…1, or nil for indeterminate progress.
    public let fractionCompleted: Double?
    public let label: Label?
}

@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The spinner without a value, the bar with one (`.automatic`).
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
    nonisolated public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    nonisolated public init() { tint = nil }
    /// The older form with a tint (iOS draws the spinner in it).
    nonisolated public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let tint { Spinner().tint(tint) } else { Spinner() }
            if let label = configuration.label { label.font(.subheadline).foregroundStyle(.secondary) }
        }
    }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    nonisolated public init() { tint = nil }
    /// The older form with a tint (iOS fills the bar with it).
    nonisolated public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            if let label = configuration.label { label }
            if let tint { LinearProgress(fraction: configuration.fractionCompleted ?? 0).tint(tint) }
            else { LinearProgress(fraction: configuration.fractionCompleted ?? 0) }
        }
    }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }

public typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>
extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: $0) }, over: outer)
    }
}
extension View {
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.progressViewStyle = AnyProgressViewStyle(style, over: $0.progressViewStyle) }
    }
}

/// UIActivityIndicatorView's medium spinner: 8 round-capped ticks from a third of the radius
/// to the radius in a 20 pt square; the head's alpha 147/255 falling to 47/255, one step per
/// eighth of a second.
struct Spinner: View {
    @Environment(\.time) var time
    @Environment(\.controlSize) var controlSize
    @Environment(\.tint) var tint
    static let alphas: [Double] = [147, 122, 97, 72, 47, 47, 47, 47].map { $0 / 255 }
    var body: some View {
        let size: Double = controlSize == .large ? 37 : 20
        let step = Int((time * 8).rounded(.down)) % 8
        // Tinted (`.tint`, `CircularProgressViewStyle(tint:)`), the head is the tint itself.
        let color = tint ?? Color(light: Color(hex: 0x3C3C44), dark: Color(hex: 0xEBEBF5))
        let scale = tint == nil ? 1 : 1 / Self.alphas[0]
        return ZStack {
            ForEach(0..<8) { i in
                Capsule()
                    .fill(color.opacity(Self.alphas[(step - i + 16) % 8] * scale))
                    .frame(width: size / 10, height: size / 3)
                    .offset(y: -size / 3)
                    .rotationEffect(.degrees(Double(i) * 45))
            }
        }
        .frame(width: size, height: size)
    }
}

struct LinearProgress: View {
    let fraction: Double
    @Environment(\.tint) var tint
    var body: some View {
        Capsule().fill(Color(UIColor.systemFill))
            .frame(height: 4)
            .overlay(alignment: .leading) {
                GeometryReader { g in
                    Capsule().fill(tint ?? .accentColor).frame(width: g.size.width * fraction, height: 4)
                }
            }
    }
}

// MARK: - Stepper, Picker, Link, Menu, LabeledContent

/// A label and the iOS stepper control (94×32 pt, "−" and "+" on the tertiary fill).
public struct Stepper<Label: View>: View {
    let label: Label
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.isInListRow) var isInListRow
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) { self.label = label() }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View {
        HStack(spacing: 0) {
            if !labelsHidden { label; Spacer(minLength: 8) }
            HStack(spacing: 0) {
                Image(systemName: "minus").font(.system(size: 17, weight: .medium)).frame(width: 46.5, height: 32)
                Rectangle().fill(Color(UIColor.separator)).frame(width: 1, height: 18)
                Image(systemName: "plus").font(.system(size: 17, weight: .medium)).frame(width: 46.5, height: 32)
            }
            .foregroundStyle(.primary)
            .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(UIColor.tertiarySystemFill)))
        }
    }
}
extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        self.label = Text(title)
    }
}

/// A label and iOS's compact date picker: the date ("Nov 27, 2026") and, when asked for, the
/// time ("9:41 AM"), each in a rounded field on the tertiary fill, formatted in the
/// environment's locale and time zone. A frame shows it closed (its calendar is never open).
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    let label: Label
    let selection: Binding<Date>
    let components: Components
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.isInListRow) var isInListRow
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label(); self.selection = selection; components = displayedComponents
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public var body: some View {
        HStack(spacing: 6) {
            if !labelsHidden { label; Spacer(minLength: 8) }
            if components.contains(.date) { field(Text(selection.wrappedValue, format: Date.FormatStyle(date: .abbreviated, time: .omitted))) }
            if components.contains(.hourAndMinute) { field(Text(selection.wrappedValue, format: Date.FormatStyle(date: .omitted, time: .shortened))) }
        }
    }
    private func field(_ text: Text) -> some View {
        text.font(.body).foregroundStyle(.primary).padding(.horizontal, 11).frame(height: 34)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(Color(UIColor.tertiarySystemFill)))
    }
}
extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}
/// How a date picker presents itself (`datePickerStyle`). RowFrame draws the compact style (the
/// default on iOS); the graphical and wheel styles are drawn as it and warn.
public protocol DatePickerStyle: Sendable {
    /// The style's name when it is not drawn as it looks on iOS (nil: the compact style).
    var undrawn: String? { get }
}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var undrawn: String? { nil } }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var undrawn: String? { nil } }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var undrawn: String? { "graphical" } }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var undrawn: String? { "wheel" } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension View {
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        Unsupported(content: self, what: style.undrawn.map { "datePickerStyle(.\($0)) (drawn as the compact style)" })
    }
}

/// What a date picker shows: the date, the hour and minute, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// iOS's slider: a 4 pt track across its width, filled in the tint up to the value and in the
/// system fill after it, a 28 pt white knob with the switch's shadow, and the minimum and maximum value labels at
/// its ends (its label is for VoiceOver, as on iOS, and is not drawn). It takes the width it is
/// offered. A touch drags the value (stepped, within its bounds) and calls `onEditingChanged`.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    @Environment(\.tint) var tint
    @GestureState private var editing = false

    /// The knob's diameter (UISlider's).
    static var knob: Double { 28 }

    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, minimumValueLabel: ValueLabel?,
                                 maximumValueLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.minimumValueLabel = minimumValueLabel; self.maximumValueLabel = maximumValueLabel; self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        HStack(spacing: 10) {
            if let minimumValueLabel { minimumValueLabel.foregroundStyle(.secondary) }
            GeometryReader { proxy in track(width: Double(proxy.size.width)) }
                .frame(height: Self.knob)
            if let maximumValueLabel { maximumValueLabel.foregroundStyle(.secondary) }
        }
    }

    private func fraction(_ v: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? min(1, max(0, (v - bounds.lowerBound) / span)) : 0
    }

    private func track(width: Double) -> some View {
        let travel = max(0, width - Self.knob)
        let center = Self.knob / 2 + fraction(value.wrappedValue) * travel
        let drag = DragGesture(minimumDistance: 0)
            .updating($editing) { _, state, _ in if !state { state = true; onEditingChanged(true) } }
            .onChanged { drag in
                var v = bounds.lowerBound + (travel > 0 ? min(1, max(0, (Double(drag.location.x) - Self.knob / 2) / travel)) : 0)
                    * (bounds.upperBound - bounds.lowerBound)
                if let step, step > 0 { v = min(bounds.upperBound, bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step) }
                value.wrappedValue = v
            }
            .onEnded { _ in onEditingChanged(false) }
        return ZStack(alignment: .leading) {
            Capsule().fill(Color(UIColor.systemFill)).frame(width: width, height: 4)
            Capsule().fill(tint ?? .accentColor).frame(width: max(0, center), height: 4)
            Circle().fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 8, y: 3)
                .shadow(color: Color(white: 0, opacity: 0.06), radius: 1, y: 3)
                .frame(width: Self.knob, height: Self.knob)
                .offset(x: center - Self.knob / 2)
        }
        .frame(width: width, height: Self.knob, alignment: .leading)
        .contentShape(Rectangle())
        .gesture(drag)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}
extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}
extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }
}

/// A value marker for `Picker` content: `Text("Daily").tag(Frequency.daily)`.
nonisolated struct Tagged: PrimitiveView, ContentModifier {
    var content: any View
    let tag: AnyHashable
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode { try context.resolve(content) }
}
extension View {
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { Tagged(content: self, tag: AnyHashable(tag)) }
}

/// A picker in a row, as iOS 16+ draws the menu style: the label, then the selected option with
/// an up-down chevron — in the secondary style in a list row (a Form's), in the tint elsewhere.
/// The selected option is the view tagged with the selection: its own `tag`, or else the id of
/// the ForEach element it was made for, as SwiftUI tags a ForEach's views.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.labelsHidden) var labelsHidden
    @Environment(\.isInListRow) var isInListRow
    @Environment(\.pickerStyleIsSegmented) var segmented
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label()
    }
    init(selection: Binding<SelectionValue>, content: Content, label: Label) { self.selection = selection; self.content = content; self.label = label }
    public var body: some View {
        if segmented {
            // The segmented control alone: its label names it for accessibility.
            SegmentedControl(content: content, selection: AnyHashable(selection.wrappedValue)) { tag in
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            }
        } else {
            menu
        }
    }
    private var menu: some View {
        HStack(spacing: 0) {
            if !labelsHidden { label; Spacer(minLength: 8) }
            HStack(spacing: 4) {
                SelectedOption(content: content, selection: AnyHashable(selection.wrappedValue))
                Image(systemName: "chevron.up.chevron.down").imageScale(.small)
            }
            .foregroundStyle(isInListRow ? AnyShapeStyle(HierarchicalShapeStyle.secondary) : AnyShapeStyle(.tint))
        }
    }
}
extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content(), label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content(), label: Text(verbatim: String(title)))
    }
}
extension Picker where Label == RowScene.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content(), label: RowScene.Label(titleKey, systemImage: systemImage))
    }
}

/// iOS's segmented control (`pickerStyle(.segmented)`): the options side by side in equal
/// segments on a 32 pt rounded track of the tertiary fill; the selected one on a raised
/// thumb (white, or gray 99/99/102 in dark) with its soft shadows, its title semibold; 13 pt
/// titles; hairline separators between unselected neighbours. It takes the width offered.
nonisolated struct SegmentedControl: PrimitiveView {
    let content: any View
    let selection: AnyHashable
    let select: (AnyHashable) -> Void
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        var options: [SegmentedControlBody.Option] = []
        for option in try context.flattenElements(content) {
            let tagged = option.view as? Tagged
            let tag = tagged?.tag ?? option.element
            options.append(SegmentedControlBody.Option(view: AnyView(erasing: tagged?.content ?? option.view), tag: tag, selected: tag == selection))
        }
        return try context.resolve(SegmentedControlBody(options: options, select: select))
    }
}

struct SegmentedControlBody: View {
    struct Option { let view: AnyView; let tag: AnyHashable?; let selected: Bool }
    let options: [Option]
    let select: (AnyHashable) -> Void
    @Environment(\.colorScheme) var colorScheme
    static let height = 32.0, inset = 2.0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.offset) { i, option in
                segment(option, separated: i > 0 && !option.selected && !options[i - 1].selected)
            }
        }
        .padding(Self.inset)
        .frame(height: Self.height)
        .background(RoundedRectangle(cornerRadius: 9, style: .continuous).fill(Color(UIColor.tertiarySystemFill)))
    }
    private func segment(_ option: Option, separated: Bool) -> some View {
        option.view
            .font(.system(size: 13, weight: option.selected ? .semibold : .medium))
            .foregroundStyle(.primary)
            .lineLimit(1)
            .padding(.horizontal, 6)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if option.selected {
                    RoundedRectangle(cornerRadius: 7, style: .continuous)
                        .fill(colorScheme == .dark ? Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255) : .white)
                        .shadow(color: .black.opacity(0.12), radius: 8, y: 3)
                        .shadow(color: .black.opacity(0.04), radius: 1, y: 3)
                }
            }
            .overlay(alignment: .leading) {
                if separated { Rectangle().fill(Color(UIColor.separator)).frame(width: 1, height: 12).offset(x: -0.5) }
            }
            .contentShape(Rectangle())
            .onTapGesture { if let tag = option.tag { select(tag) } }
    }
}

/// The option of a picker's content tagged with the selection (nothing when none is).
nonisolated struct SelectedOption: PrimitiveView {
    let content: any View
    let selection: AnyHashable
    @MainActor func makeNode(_ context: ResolveContext) throws -> LayoutNode {
        for option in try context.flattenElements(content) {
            let tagged = option.view as? Tagged
            if (tagged?.tag ?? option.element) == selection { return try context.resolve(tagged?.content ?? option.view) }
        }
        return EmptyNode()
    }
}

/// How a picker presents its options (`pickerStyle`), SwiftUI's styles by their names. RowFrame
/// draws a picker closed, in the menu style, or as the segmented control; a render of another
/// style draws the menu and warns.
public protocol PickerStyle: Sendable {
    /// The style's name when it is not drawn as it looks on iOS (nil: the menu style).
    var undrawn: String? { get }
}
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var undrawn: String? { nil } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var undrawn: String? { nil } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var undrawn: String? { nil } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var undrawn: String? { "inline" } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var undrawn: String? { "wheel" } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var undrawn: String? { "navigationLink" } }
public struct PalettePickerStyle: PickerStyle { public init() {}; public var undrawn: String? { "palette" } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
extension View {
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        Unsupported(content: self, what: style.undrawn.map { "pickerStyle(.\($0)) (drawn as the menu style)" })
            .environment(\.pickerStyleIsSegmented, style is SegmentedPickerStyle)
    }
}

/// A link to a URL (nothing is opened in a frame).
public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }
    /// A button that would open the URL: drawn by the button style around it (the default
    /// tints the label unless a foreground style is set on or around it, as iOS draws a link).
    public var body: some View { Button(action: {}) { label } }
}
extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { label = Text(title) }
}

/// A menu shows its label as a button would (its items appear only when tapped).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    /// The label in the tint, its views side by side as a button's.
    public var body: some View { VStackOrHStack(axes: .horizontal, content: ViewList.of(label)).foregroundStyle(.tint) }
}
extension Menu {
    /// A menu whose label also acts when tapped (its primary action).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }
}
extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(verbatim: String(title)) }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) { label = Text(titleKey) }
}
extension Menu where Label == RowScene.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = RowScene.Label(titleKey, systemImage: systemImage)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        label = RowScene.Label(title, systemImage: systemImage)
    }
}

/// How a menu presents its label (`menuStyle`): RowFrame draws a menu's label as a button's.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }
/// In what order a menu lists its items when it opens.
public struct MenuOrder: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), priority = Self(name: "priority"), fixed = Self(name: "fixed")
}
extension View {
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { Inert(content: self) }
    /// Whether a menu shows its indicator (RowFrame's menus show none).
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View { Inert(content: self) }
    nonisolated public func menuOrder(_ order: MenuOrder) -> some View { Inert(content: self) }
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { Inert(content: self) }
}
/// Whether choosing a menu item closes the menu.
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = Self(name: "automatic"), enabled = Self(name: "enabled"), disabled = Self(name: "disabled")
}

/// A label and its value side by side, the value in the secondary style (`LabeledContent`).
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }
    public var body: some View {
        HStack(spacing: 0) {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary)
        }
    }
}
extension LabeledContent where Label == Text, Content == Text {
    public init(_ titleKey: LocalizedStringKey, value: String) { label = Text(titleKey); content = Text(value) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: String) { label = Text(title); content = Text(value) }
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        label = Text(title); content = Text(value, format: format)
    }
}
extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey); self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title); self.content = content() }
}

/// A titled box (`GroupBox`), drawn by the environment's group box style: by default on the
/// secondary background, 16 pt in, 10 pt corners.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content
    @Environment(\.groupBoxStyle) var style
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content(); self.label = label() }
    public init(label: Label, @ViewBuilder content: () -> Content) { self.label = label; self.content = content() }
    public var body: some View {
        style.make(GroupBoxStyleConfiguration(label: .init(content: label.map { AnyView($0) } ?? AnyView(EmptyView())),
                                              content: .init(content: content)), key: \.groupBoxStyle)
    }
}
extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { label = nil; self.content = content() }
}
extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey); self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { label = Text(title); self.content = content() }
}

public struct GroupBoxStyleConfiguration {
    public typealias Label = StyleContent
    public typealias Content = StyleContent
    public let label: Label
    public let content: Content
}
@MainActor @preconcurrency public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
    nonisolated public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color(UIColor.secondarySystemBackground)))
    }
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() } }
public typealias AnyGroupBoxStyle = AnyStyle<GroupBoxStyleConfiguration>
extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(_ style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: $0) }, over: outer)
    }
}
extension View {
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { EnvironmentModifier(content: self) { $0.groupBoxStyle = AnyGroupBoxStyle(style, over: $0.groupBoxStyle) } }
}

/// Controls grouped as one (`ControlGroup`): outside a menu or toolbar iOS sets them side by
/// side in equal widths on one rounded fill, in the tint.
public struct ControlGroup<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        HStack(spacing: 0) {
            content
                .frame(maxWidth: .infinity, minHeight: 44)
        }
        .labelStyle(.iconOnly)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color(UIColor.tertiarySystemFill)))
    }
}
/// How a control group presents its controls (all drawn side by side in a frame).
public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: Self { Self() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: Self { Self() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: Self { Self() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: Self { Self() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: Self { Self() } }
extension View {
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { Inert(content: self) }
}
