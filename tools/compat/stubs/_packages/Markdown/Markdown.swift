import Foundation
// Stub of the swift-markdown package (swiftlang/swift-markdown, module Markdown): the API corpus rows
// use. Test double; a document keeps its source text and has no parsed children.

public struct Document {
    public let text: String

    public init(parsing text: String) {
        self.text = text
    }
}
