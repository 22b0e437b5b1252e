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

/// The design system's interactive wrapper: surface background, 12 pt corners, press depth (scale 0.98,
/// brightness −0.03, opacity 0.97, shadow 2 → 1 pt), a 1 px divider inset 16 pt, swipe actions
/// revealed at a given offset, and RowShimmerView while loading.
///
/// `press` is the press progress 0…1 (the spring's value; 1 = pressed); `swipeOffset` in
/// points moves the row right (revealing leading actions) or left (trailing actions).
public struct InteractiveListRow<Content: View>: View {
    let content: Content
    var isLoading = false
    var showDivider = true
    var backgroundColor: Color? = nil
    var leadingActions: [RowAction] = []
    var trailingActions: [RowAction] = []
    var press = 0.0
    var swipeOffset = 0.0
    @Environment(\.colorScheme) var scheme

    public init(isLoading: Bool = false, showDivider: Bool = true, backgroundColor: Color? = nil,
                leadingActions: [RowAction] = [], trailingActions: [RowAction] = [],
                press: Double = 0, swipeOffset: Double = 0, @ViewBuilder content: () -> Content) {
        self.isLoading = isLoading; self.showDivider = showDivider; self.backgroundColor = backgroundColor
        self.leadingActions = leadingActions; self.trailingActions = trailingActions
        self.press = press.isFinite ? min(1, max(0, press)) : press; self.swipeOffset = swipeOffset; self.content = content()
    }

    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * press }

    public var body: some View {
        if press.isFinite && swipeOffset.isFinite {
            row
        } else {
            RenderFailure("press and swipeOffset must be finite, found \(press) and \(swipeOffset)")
        }
    }

    var row: some View {
        ZStack {
            if swipeOffset > 0, !leadingActions.isEmpty {
                SwipeActionsView(actions: leadingActions, width: swipeOffset).frame(maxWidth: .infinity, alignment: .leading)
            }
            if swipeOffset < 0, !trailingActions.isEmpty {
                SwipeActionsView(actions: trailingActions, width: -swipeOffset).frame(maxWidth: .infinity, alignment: .trailing)
            }
            Group {
                if isLoading {
                    RowShimmerView()
                } else {
                    let normal = ShadowToken.rowNormal, pressed = ShadowToken.rowPressed
                    let opacity = mix(scheme == .dark ? normal.darkOpacity : normal.lightOpacity,
                                      scheme == .dark ? pressed.darkOpacity : pressed.lightOpacity)
                    content
                        .background(RoundedRectangle(cornerRadius: 12).fill(backgroundColor ?? OldMoney.surface))
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                        .scaleEffect(mix(1, 0.98))
                        .brightness(mix(0, -0.03))
                        .opacity(mix(1, 0.97))
                        .shadow(color: Color.black.opacity(opacity), radius: mix(normal.radius, pressed.radius), y: mix(normal.y, pressed.y))
                }
            }
            .offset(x: swipeOffset)
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
    }

    /// VoiceOver: a button; with swipe actions, the hint "Actions available".
    public var accessibility: RowAccessibility {
        RowAccessibility(label: "", traits: [.isButton],
                         hint: leadingActions.isEmpty && trailingActions.isEmpty ? nil : "Actions available")
    }
}

/// Swipe buttons filling the revealed width, each an equal share: tint background, white
/// icon over a white title.
struct SwipeActionsView: View {
    let actions: [RowAction]
    let width: Double
    var body: some View {
        HStack(spacing: 0) {
            ForEach(actions, id: \.title) { action in
                ZStack {
                    Rectangle().fill(action.tint)
                    VStack(spacing: 4) {
                        Image(systemName: action.icon).font(.system(size: 17, weight: .semibold)).foregroundColor(.white)
                        Text(action.title).font(.system(size: 13, weight: .medium)).foregroundColor(.white).lineLimit(1)
                    }
                }
                .frame(width: width / Double(actions.count))
                .layoutTag("action.\(action.title)")
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 12))
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
