import Foundation

// Stand-in for gonzalezreal/swift-markdown-ui as vault-ios's note tile uses it: Markdown text
// rendered as plain text. The stand-in drops the commonest inline and heading markers only.
public struct MarkdownContent {
    let source: String
    public init(_ source: String) { self.source = source }

    public func renderPlainText() -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var text = Substring(line)
            while text.first == "#" { text = text.dropFirst() }
            if text.count < line.count { text = text.drop { $0 == " " } }
            return text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
                .replacingOccurrences(of: "`", with: "")
        }.joined(separator: "\n")
    }
}
