// The app's own pieces the seeds' code assumes but does not define, for compiling the seeds
// against RowScene (tools/seeds/compile.sh). The palette, shadows and spacing scale come from
// RowDesign's token sources, copied in by the script; this file adds the rest.
import RowScene

/// `Color.oldMoney.surface`: the seeds reach the Old Money palette through Color.
extension Color {
    static var oldMoney: OldMoney.Type { OldMoney.self }
}

/// Haptics the seeds request; recorded nowhere yet (the runtime of issue 18 will put them on
/// the timeline).
final class HapticEngine: @unchecked Sendable {
    static let shared = HapticEngine()
    func light() {}
    func medium() {}
    func heavy() {}
    func selection() {}
    func success() {}
    func warning() {}
    func error() {}
}

/// The app's animation setting: the seeds' code reads the effective mode (full, here).
final class AnimationSettings: @unchecked Sendable {
    static let shared = AnimationSettings()
    var effectiveMode: AnimationMode { .full }
}
