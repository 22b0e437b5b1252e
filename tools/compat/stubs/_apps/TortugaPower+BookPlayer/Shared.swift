import BookPlayerKit
import SwiftUI
// Stubs for TortugaPower/BookPlayer shared by its rows: ThemeViewModel (Utils/ThemeViewModel.swift;
// the app reads its colours from the current theme, here the default light theme's) and
// View.bpFont(_:) (Utils/Extensions/View+BookPlayer.swift, the iOS branch).

@MainActor
class ThemeViewModel: ObservableObject {
    var primaryColor: Color { Color(red: 0.14, green: 0.14, blue: 0.13) }
    var secondaryColor: Color { Color(red: 0.56, green: 0.56, blue: 0.58) }
    var linkColor: Color { Color(red: 0.20, green: 0.53, blue: 0.82) }
    var separatorColor: Color { Color(UIColor.separator) }
    var systemBackgroundColor: Color { Color(UIColor.systemBackground) }
    var secondarySystemBackgroundColor: Color { Color(UIColor.secondarySystemBackground) }
    var tertiarySystemBackgroundColor: Color { Color(UIColor.tertiarySystemBackground) }
    var systemFillColor: Color { Color(UIColor.systemFill) }
    var secondarySystemFillColor: Color { Color(UIColor.secondarySystemFill) }
}

extension View {
    func bpFont(_ style: BPFont) -> some View {
        font(style.font)
    }
}
