import SwiftUI

// IsabellaS2/Maven: Xcode's asset symbols for the colour sets of Maven/Assets.xcassets that the
// views name as properties (`Color.font`, `Color.progressBar`; generated at build time, not in the
// repository), each the colour set of that name. The colours come from the app's catalog at render
// time; the views name "background" by string.
extension Color {
    static var font: Color { Color("font") }
    static var progressBar: Color { Color("progressBar") }
}
