// The app's own pieces the seeds' code assumes but does not define, for compiling the seeds
// against RowScene (tools/seeds/render.sh). The palette, shadows and spacing scale come from
// RowDesign's token sources, copied in by the script; this file adds the rest.
import RowScene

/// `Color.oldMoney.surface`: the seeds reach the Old Money palette through Color.
extension Color {
    static var oldMoney: OldMoney.Type { OldMoney.self }
}

/// The app's haptics, played through UIKit's feedback generators (which RowFrame records on
/// the timeline at the virtual time they are played).
@MainActor final class HapticEngine {
    static let shared = HapticEngine()
    func light() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
    func medium() { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
    func heavy() { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
    func selection() { UISelectionFeedbackGenerator().selectionChanged() }
    func success() { UINotificationFeedbackGenerator().notificationOccurred(.success) }
    func warning() { UINotificationFeedbackGenerator().notificationOccurred(.warning) }
    func error() { UINotificationFeedbackGenerator().notificationOccurred(.error) }
}

/// The app's animation setting: the seeds' code reads the effective mode (full, here).
final class AnimationSettings: @unchecked Sendable {
    static let shared = AnimationSettings()
    var effectiveMode: AnimationMode { .full }
}
