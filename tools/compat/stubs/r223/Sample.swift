import SwiftUI
import Markdown

@MainActor func makeSampleRow() -> some View {
    let markdown = """
    SwiftUI is Apple's declarative framework for building user interfaces.

    ```swift
    Text("Hello, world!")
        .font(.title)
    ```
    """
    var parser = MarkdownAttributedStringParser()
    let results = parser.parserResults(from: Document(parsing: markdown))
    let message = MessageRow(
        isInteracting: false,
        sendImage: "profile",
        send: .rawText("What is SwiftUI?"),
        responseImage: "openai",
        response: .attributed(AttributedOutput(string: markdown, results: results))
    )
    return ScrollView {
        MessageRowView(message: message, retryCallback: { _ in })
    }
}
