import SwiftUI
import UIKit
import BlinkSnippets
// Stubs for blinksh/blink Blink/Snippets/SnippetView.swift: SearchModel (Blink/Snippets/SearchModel.swift;
// reduced to the tap the row sends), BlinkFonts.snippetEditContent (Blink/Intro.swift; the app bundles
// JetBrains Mono) and UIColor.blinkTint (Blink/UIKit/UIColor.swift, without its @objc), as the app has
// them; and an in-memory SnippetContentLocation for the sample's snippets.

class SearchModel: ObservableObject {
    @Published var tappedSnippet: Snippet? = nil

    func onSnippetTap(_ snippet: Snippet) {
        tappedSnippet = snippet
    }
}

let BLINK_APP_FONT_NAME: String = Bundle.main.infoDictionary?["BLINK_APP_FONT"] as? String ?? "JetBrains Mono"

public enum BlinkFonts {
    static let snippetEditContent = UIFont(name: BLINK_APP_FONT_NAME, size: 18)!
}

extension UIColor {
    class var blinkTint: UIColor {
        return UIColor(named: "BlinkColor") ??
        UIColor.init(displayP3Red: 10.0/255.0, green: 224.0/255.0, blue: 240.0/255.0, alpha: 1)
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
