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
