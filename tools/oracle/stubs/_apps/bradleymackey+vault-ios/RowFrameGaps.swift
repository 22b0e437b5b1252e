import SwiftUI

// Not the app's code: stand-ins for iOS API that RowFrame lacks (at the time of writing), so the
// case compiles and the rest of it can be measured. Each does what iOS does at the default text
// size; delete one when RowFrame gains the API.

// UIKit's UIFontMetrics (OTPCodeTextView scales its digit spacing with it): at the default
// Dynamic Type size (large) a value scales to itself.
final class UIFontMetrics {
    static let `default` = UIFontMetrics()
    func scaledValue(for value: CGFloat) -> CGFloat { value }
}

// SwiftUI's blur-replace transition (iOS 17), which the code text uses when its state changes.
// It only acts while a view is inserted or removed: a still frame looks the same without it.
struct BlurReplaceTransition {
    enum Configuration {
        case downUp
        case upUp
    }
}
extension AnyTransition {
    static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition { .identity }
}
