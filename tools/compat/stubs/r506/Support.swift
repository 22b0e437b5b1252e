import SwiftUI
import UIKit
import BlinkSnippets
// Stubs for blinksh/blink Blink/Snippets/SnippetView.swift: SearchModel (Blink/Snippets/SearchModel.swift;
// reduced to the tap the row sends), BlinkFonts.snippetEditContent (Blink/Intro.swift; the app bundles
// JetBrains Mono) and UIColor.blinkTint (Blink/UIKit/UIColor.swift), our own stand-ins with the app's
// names and values; and an in-memory SnippetContentLocation for the sample's snippets.

class SearchModel: ObservableObject {
    @Published var tappedSnippet: Snippet? = nil

    func onSnippetTap(_ snippet: Snippet) {
        tappedSnippet = snippet
    }
}

public enum BlinkFonts {
    /// The app's bundled monospaced face (JetBrains Mono unless its Info.plist names another) at 18 pt.
    static let snippetEditContent: UIFont = {
        let face = Bundle.main.object(forInfoDictionaryKey: "BLINK_APP_FONT") as? String ?? "JetBrains Mono"
        return UIFont(name: face, size: 18)!
    }()
}

extension UIColor {
    /// The app's "BlinkColor" asset, else its cyan (10, 224, 240 in Display P3).
    class var blinkTint: UIColor {
        if let asset = UIColor(named: "BlinkColor") { return asset }
        return UIColor(displayP3Red: 10 / 255, green: 224 / 255, blue: 240 / 255, alpha: 1)
    }
}

final class InMemorySnippets: SnippetContentLocation {
    func listSnippets(forceUpdate: Bool) async throws -> [Snippet] { [] }
    func saveSnippet(folder: String, name: String, content: String) throws -> Snippet {
        Snippet(name: name, folder: folder, store: self)
    }
    func deleteSnippet(folder: String, name: String) throws {}
    func readContent(folder: String, name: String) throws -> String { "" }
    func readDescription(folder: String, name: String) throws -> String { "" }
    func snippetLocationURL(folder: String, name: String) -> URL? { nil }
    var isReadOnly: Bool { true }
    var description: String { "Local" }
}
