import RowMotion

// UIKit's feedback generators and SwiftUI's `sensoryFeedback`: a render has no Taptic Engine,
// so what user code plays is recorded on the running view graph's timeline at the virtual time
// it is played (`SceneRenderer.Layout.haptics`, the `haptics` of a frame export's frames.json).

public typealias HapticEvent = RowMotion.HapticEvent

/// Records a haptic on the graph whose events are running (nothing outside one).
@MainActor func playHaptic(_ style: HapticEvent.Style) { ViewGraph.running?.playHaptic(style) }

/// An impact haptic (UIKit's `UIImpactFeedbackGenerator`).
public final class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    let style: FeedbackStyle
    public init(style: FeedbackStyle = .medium) { self.style = style }
    public init() { style = .medium }
    public func prepare() {}
    @MainActor public func impactOccurred() {
        playHaptic([.light, .medium, .heavy, .soft, .rigid][style.rawValue])
    }
    @MainActor public func impactOccurred(intensity: CGFloat) { impactOccurred() }
}

/// A selection-change haptic (UIKit's `UISelectionFeedbackGenerator`).
public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    @MainActor public func selectionChanged() { playHaptic(.selection) }
}

/// A success, warning or error haptic (UIKit's `UINotificationFeedbackGenerator`).
public final class UINotificationFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    @MainActor public func notificationOccurred(_ type: FeedbackType) { playHaptic([.success, .warning, .error][type.rawValue]) }
}

/// Feedback `sensoryFeedback(_:trigger:)` plays.
public struct SensoryFeedback: Sendable, Hashable {
    let style: HapticEvent.Style
    public static let success = SensoryFeedback(style: .success)
    public static let warning = SensoryFeedback(style: .warning)
    public static let error = SensoryFeedback(style: .error)
    public static let selection = SensoryFeedback(style: .selection)
    public static let increase = SensoryFeedback(style: .selection)
    public static let decrease = SensoryFeedback(style: .selection)
    public static let start = SensoryFeedback(style: .medium)
    public static let stop = SensoryFeedback(style: .medium)
    public static let alignment = SensoryFeedback(style: .selection)
    public static let levelChange = SensoryFeedback(style: .selection)
    public static let impact = SensoryFeedback(style: .medium)
    /// A drawn path completed (iOS 17.5).
    public static let pathComplete = SensoryFeedback(style: .success)
    /// The weight of an impact.
    public struct Weight: Sendable, Hashable {
        let style: HapticEvent.Style
        public static let light = Weight(style: .light), medium = Weight(style: .medium), heavy = Weight(style: .heavy)
    }
    /// The flexibility of an impact.
    public struct Flexibility: Sendable, Hashable {
        let style: HapticEvent.Style
        public static let rigid = Flexibility(style: .rigid), solid = Flexibility(style: .medium), soft = Flexibility(style: .soft)
    }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(style: weight.style) }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(style: flexibility.style) }
}

extension View {
    /// Plays `feedback` after an update that changed `trigger`.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        ChangeObserver(content: self, value: trigger, initial: false) { _, _ in MainActor.assumeIsolated { playHaptic(feedback.style) } }
    }
    /// Plays `feedback` after an update that changed `trigger`, when `condition(old, new)` holds.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View {
        ChangeObserver(content: self, value: trigger, initial: false) { old, new in
            if condition(old, new) { MainActor.assumeIsolated { playHaptic(feedback.style) } }
        }
    }
    /// Plays the feedback `feedback(old, new)` gives (if any) after an update that changed `trigger`.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        ChangeObserver(content: self, value: trigger, initial: false) { old, new in
            if let chosen = feedback(old, new) { MainActor.assumeIsolated { playHaptic(chosen.style) } }
        }
    }
    /// Plays the feedback `feedback()` gives (if any) after an update that changed `trigger`.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback() }
    }
}
