import RowMotion
import RowScene

/// A swipe action: title, SF Symbol, tint, destructive or not.
public struct RowAction: Sendable, Equatable {
    public let title: String
    public let icon: String
    public let tint: Color
    public let isDestructive: Bool
    public init(title: String, icon: String, tint: Color, isDestructive: Bool = false) {
        self.title = title; self.icon = icon; self.tint = tint; self.isDestructive = isDestructive
    }
    public static let delete = RowAction(title: "Delete", icon: "trash", tint: .red, isDestructive: true)
    public static let edit = RowAction(title: "Edit", icon: "pencil", tint: .blue)
    public static let complete = RowAction(title: "Complete", icon: "checkmark.circle.fill", tint: OldMoney.income)
    public static let markPaid = RowAction(title: "Mark Paid", icon: "checkmark.circle.fill", tint: OldMoney.income)
    public static let archive = RowAction(title: "Archive", icon: "archivebox", tint: .orange)
}

extension EnvironmentValues {
    /// Presses the design system's rows from outside (a still of a pressed row, a scene file's
    /// `pressed`): they animate it as they animate a touch.
    public var rowPressed: Bool {
        get { self[RowPressedKey.self] }
        set { self[RowPressedKey.self] = newValue }
    }
}
private struct RowPressedKey: EnvironmentKey { static let defaultValue = false }

/// The design system's interactive wrapper, written as seed 000 writes it: surface background,
/// 12 pt corners, and a press — a drag of minimum distance 0 sets `isPressed`, which scales the
/// row to 0.98, darkens it 3 %, fades it to 97 % and tightens its shadow (2 → 1 pt), animated by
/// `.animation(_:value:)` with snappySpring in and gentleSpring out (0.2 s easeInOut with reduced
/// motion, none with minimal) and a light haptic on press (full and reduced motion, as its prose says); a 1 pt divider inset 16 pt; leading
/// and trailing swipe actions (the system's, swiped by touches), with the prose's selection
/// haptic at half a swipe and medium one when it opens; RowShimmerView while loading.
/// `EnvironmentValues.rowPressed` presses it as a touch would.
public struct InteractiveListRow<Content: View>: View {
    @State private var isPressed = false
    @Environment(\.rowPressed) private var pressedFromOutside
    @Environment(\.colorScheme) private var scheme
    @Environment(\.animationMode) private var mode
    let content: Content
    let onTap: (() -> Void)?
    let leadingActions: [RowAction]
    let trailingActions: [RowAction]
    let isLoading: Bool
    let showDivider: Bool
    let backgroundColor: Color?

    public init(isLoading: Bool = false, showDivider: Bool = true, backgroundColor: Color? = nil, onTap: (() -> Void)? = nil,
                leadingActions: [RowAction] = [], trailingActions: [RowAction] = [], @ViewBuilder content: () -> Content) {
        self.isLoading = isLoading; self.showDivider = showDivider; self.backgroundColor = backgroundColor; self.onTap = onTap
        self.leadingActions = leadingActions; self.trailingActions = trailingActions; self.content = content()
    }

    private var pressed: Bool { isPressed || pressedFromOutside }

    public var body: some View {
        Group {
            if isLoading {
                RowShimmerView()
            } else {
                let shadow = pressed ? ShadowToken.rowPressed : ShadowToken.rowNormal
                content
                    .background(RoundedRectangle(cornerRadius: 12).fill(backgroundColor ?? OldMoney.surface))
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                    .scaleEffect(pressed ? 0.98 : 1.0)
                    .brightness(pressed ? -0.03 : 0)
                    .opacity(pressed ? 0.97 : 1.0)
                    .shadow(color: shadow.color(scheme), radius: shadow.radius, y: shadow.y)
                    .animation(pressAnimation, value: pressed)
                    .gesture(DragGesture(minimumDistance: 0)
                        .onChanged { _ in
                            guard !isPressed else { return }
                            isPressed = true
                            // The seed's code plays it with full motion only; its prose, with reduced
                            // motion too ("light haptics only"), and the prose is the spec.
                            if mode.plays(.light) { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                        }
                        .onEnded { _ in
                            isPressed = false
                            onTap?()
                        })
            }
        }
        .overlay(alignment: .bottom) {
            if showDivider {
                Rectangle()
                    .fill(scheme == .dark ? OldMoney.darkStone.opacity(0.2) : OldMoney.warmGray.opacity(0.3))
                    .frame(height: 1)
                    .layoutTag("divider")
                    .padding(.leading, 16)
            }
        }
        .swipeActions(edge: .leading, allowsFullSwipe: true) {
            ForEach(leadingActions, id: \.title) { swipeButton($0) }
        }
        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            ForEach(trailingActions, id: \.title) { swipeButton($0) }
        }
        // Seed 000's prose (its code leaves it out): a selection haptic as a swipe passes half
        // of the actions, a medium one as it completes — as the motion mode allows.
        .onSwipeActionsFeedback { feedback in
            switch feedback {
            case .crossedHalf: if mode.plays(.selection) { UISelectionFeedbackGenerator().selectionChanged() }
            case .opened: if mode.plays(.medium) { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
            }
        }
    }

    private var pressAnimation: Animation? {
        switch mode {
        case .full: return pressed ? AnimationEngine.snappySpring : AnimationEngine.gentleSpring
        case .reduced: return .easeInOut(duration: 0.2)
        case .minimal: return nil
        }
    }

    private func swipeButton(_ action: RowAction) -> some View {
        Button(role: action.isDestructive ? .destructive : nil) {} label: { Label(action.title, systemImage: action.icon) }
            .tint(action.tint)
    }

    /// VoiceOver: a button; with swipe actions, the hint "Actions available".
    public var accessibility: RowAccessibility {
        RowAccessibility(label: "", traits: [.isButton],
                         hint: leadingActions.isEmpty && trailingActions.isEmpty ? nil : "Actions available")
    }
}

/// How far through a repeating animation of `period` seconds the time `t` is (0…1).
func cycle(_ t: Double, _ period: Double) -> Double {
    let r = t.truncatingRemainder(dividingBy: period) / period
    return r < 0 ? r + 1 : r
}

/// The design system's loading placeholder, written as seed 000 writes it: a 40 pt circle, a
/// full-width 16 pt bar over a 100×12 bar, and a 60×20 value bar, in warm gray at 20 %; the
/// circle carries a white highlight (a gradient as wide as the circle, masked to its 4 pt-rounded
/// frame) that moves −300 → 300 pt — state animated when the view appears (1.5 s linear,
/// repeating without reversing), so it crosses the circle only briefly. Reduced motion pulses
/// the base opacity 0.2 ↔ 0.5 (1 s ease); minimal motion shows static blocks.
public struct RowShimmerView: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.animationMode) var mode
    @State private var offset: CGFloat = -300
    @State private var pulse = 0.2

    public init() {}

    /// The sweep's x offset at time t after the view appeared (what the animation gives).
    public static func offset(at t: Double) -> Double { -300 + 600 * cycle(t, 1.5) }
    /// The base opacity at time t (reduced motion): 0.2 → 0.5 → 0.2, 1 s each way, eased.
    public static func pulse(at t: Double) -> Double {
        let p = cycle(t, 2)
        let u = p < 0.5 ? p * 2 : (1 - p) * 2
        return 0.2 + 0.3 * TimingCurve.easeInOut.value(at: u)
    }

    var base: Color { OldMoney.warmGray.opacity(mode == .reduced ? pulse : 0.2) }

    public var body: some View {
        HStack(spacing: 16) {
            Circle().fill(base).frame(width: 40, height: 40)
                .overlay { if mode == .full { highlight } }
                .layoutTag("iconPlaceholder")
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 4).fill(base).frame(height: 16).frame(maxWidth: .infinity).layoutTag("titlePlaceholder")
                RoundedRectangle(cornerRadius: 4).fill(base).frame(width: 100, height: 12).layoutTag("subtitlePlaceholder")
            }
            RoundedRectangle(cornerRadius: 4).fill(base).frame(width: 60, height: 20).layoutTag("valuePlaceholder")
        }
        .padding()
        .onAppear {
            switch mode {
            case .full: withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { offset = 300 }
            case .reduced: withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { pulse = 0.5 }
            case .minimal: break
            }
        }
    }

    var highlight: some View {
        LinearGradient(colors: [.clear, Color.white.opacity(scheme == .dark ? 0.1 : 0.3), .clear], startPoint: .leading, endPoint: .trailing)
            .offset(x: offset)
            .mask(RoundedRectangle(cornerRadius: 4))
    }
}
