import SwiftUI
import SFSafeSymbols
// Stubs for EhPanda-Team/EhPanda EhPanda/View/Support/Components/TagCloudView.swift (what the row uses from elsewhere in its app).

extension String {
    /// The text without emoji (tags show emoji only when images are shown).
    var emojisRipped: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { !$0.properties.isEmojiPresentation }))
    }
}

/// A gallery tag as the app's tag lists hand it to TagCloudView.
struct TagContent: Identifiable, Equatable {
    var id: String { namespace + ":" + text }
    let namespace: String
    let text: String
}
