import RowMotion
import RowScene

/// The design system's haptic budget (seed 003, "Budget: Max 3 haptics/second to avoid
/// fatigue"): of the haptics rows play, one is kept only if fewer than three were kept in the
/// second before it.
public enum HapticBudget {
    public static let perSecond = 3
    /// `played` in time order.
    public static func kept(_ played: [HapticEvent]) -> [HapticEvent] {
        var kept: [HapticEvent] = []
        for h in played where kept.filter({ $0.time > h.time - 1 }).count < perSecond { kept.append(h) }
        return kept
    }
}

extension AnimationMode {
    /// The haptics the design system plays in this mode (seed 000, "Animation Mode Adaptation"):
    /// all of them with full motion, light ones only with reduced motion ("no selection/medium"),
    /// none with minimal motion.
    public func plays(_ haptic: HapticEvent.Style) -> Bool {
        switch self {
        case .full: true
        case .reduced: haptic == .light
        case .minimal: false
        }
    }
}

/// The design system's PhysicsNumberCounter: each digit of a changing amount rolls on its own spring
/// (bouncySpring, 30 ms apart from the leftmost digit), through the digits between.
public struct PhysicsNumberCounter: View {
    let fromAmount: Double, toAmount: Double
    let changeTime: Double
    let font: Font
    let color: Color
    @Environment(\.time) var time
    @Environment(\.animationMode) var mode

    /// Amounts are formatted as dollars; a NaN or infinite amount fails the render.
    public init(from: Double, to: Double, changeTime: Double, font: Font? = nil, color: Color = .wisePrimaryText) {
        fromAmount = from; toAmount = to
        self.changeTime = changeTime; self.font = font ?? PhysicsNumberCounter.defaultFont; self.color = color
    }

    /// Both amounts as dollars, padded to one width.
    var texts: Result<(from: String, to: String), DesignError> {
        RowValues.usd(fromAmount).flatMap { a in RowValues.usd(toAmount).map { b in
            var old = a, new = b
            while old.count < new.count { old = " " + old }
            while new.count < old.count { new = " " + new }
            return (old, new)
        } }
    }

    static let defaultFont = Font.system(size: 34).weight(.bold)

    /// The rolling position of digit column `i` (0…9, fractional while rolling).
    public func digit(_ i: Int, at t: Double) -> Double {
        guard case let .success((from, to)) = texts else { return 0 }
        let a = Array(from)[i].wholeNumberValue ?? 0, b = Array(to)[i].wholeNumberValue ?? 0
        return Timeline(initial: Double(a), changes: [.init(time: changeTime + 0.03 * Double(i), value: Double(b),
                                                            animation: AnimationEngine.bouncySpring.adapted(to: mode))]).value(at: t)
    }

    public var body: some View {
        switch texts {
        case let .success((from, to)): counter(from, to)
        case .failure(let e): RenderFailure(e.message)
        }
    }

    func counter(_ from: String, _ to: String) -> some View {
        let lineHeight = 42.0
        return HStack(spacing: 0) {
            ForEach(Array(to.enumerated()), id: \.offset) { i, character in
                if character.isNumber {
                    VStack(spacing: 0) {
                        ForEach(0..<10) { d in Text("\(d)").font(font.monospacedDigit()).foregroundColor(color).frame(height: lineHeight) }
                    }
                    .offset(y: -digit(i, at: time) * lineHeight)
                    .frame(height: lineHeight, alignment: .top)
                    .clipped()
                } else {
                    Text(time < changeTime ? String(Array(from)[i]) : String(character)).font(font).foregroundColor(color).frame(height: lineHeight)
                }
            }
        }
    }
}
