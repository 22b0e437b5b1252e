// Stub of airbnb/lottie-ios's SwiftUI surface: LottieView over a named animation, with its playback
// modifiers. Our own test double: it draws nothing (an animation's JSON is not rendered here).
import SwiftUI

public final class LottieAnimation {
    public let name: String
    init(name: String) { self.name = name }
    public static func named(_ name: String, bundle: Bundle = .main, subdirectory: String? = nil) -> LottieAnimation? {
        LottieAnimation(name: name)
    }
}

public enum LottieLoopMode: Equatable { case playOnce, loop, autoReverse }

public struct LottieView: View {
    let animation: LottieAnimation?
    var loopMode: LottieLoopMode = .playOnce
    var progress: Double? = nil

    public init(animation: LottieAnimation?) { self.animation = animation }

    public func looping() -> LottieView { var copy = self; copy.loopMode = .loop; return copy }
    public func playing(loopMode: LottieLoopMode = .playOnce) -> LottieView { var copy = self; copy.loopMode = loopMode; return copy }
    public func currentProgress(_ progress: Double?) -> LottieView { var copy = self; copy.progress = progress; return copy }

    public var body: some View { Color.clear }
}
