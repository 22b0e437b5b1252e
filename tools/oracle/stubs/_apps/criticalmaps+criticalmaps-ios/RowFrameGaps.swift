import SwiftUI

// Not the app's code: stand-ins for iOS API that RowFrame lacks (at the time of writing), so the
// case compiles and the rest of it can be measured. Delete one when RowFrame gains the API.

// iOS 26's `.glass` button style (CMButtonStyle.swift's GlassButtonModifier, which these cases do
// not use): stood in by the bordered style, the nearest RowFrame has.
extension ButtonStyle where Self == BorderedButtonStyle {
    static var glass: BorderedButtonStyle { .bordered }
}
