import Foundation
import SwiftUI
import Markdown
// Stubs for alfianlosari/ChatGPTSwiftUI Shared/MessageRowView.swift (what the row uses from elsewhere in
// its app: Shared/MessageRow.swift, ParserResult.swift, DotLoadingView.swift, CodeBlockView.swift,
// MarkdownAttributedStringParser.swift).

struct AttributedOutput {
    let string: String
    let results: [ParserResult]
}

enum MessageRowType {
    case attributed(AttributedOutput)
    case rawText(String)

    var text: String {
        switch self {
        case .attributed(let attributedOutput): return attributedOutput.string
        case .rawText(let string): return string
        }
    }
}

struct MessageRow: Identifiable {
    let id = UUID()
    var isInteracting: Bool
    let sendImage: String
    var send: MessageRowType
    let responseImage: String
    var response: MessageRowType?
    var responseError: String?
}

struct ParserResult: Identifiable {
    let id = UUID()
    let attributedString: AttributedString
    let isCodeBlock: Bool
    let codeBlockLanguage: String?
}

/// Three grey dots (the app fades them in turn).
struct DotLoadingView: View {
    var body: some View {
        HStack {
            Circle()
            Circle().opacity(0.5)
            Circle().opacity(0.2)
        }
        .foregroundColor(.gray.opacity(0.5))
    }
}

/// A code block: a header with the language over the highlighted code on a dark background (the
/// app's copy button is left out).
struct CodeBlockView: View {
    let parserResult: ParserResult

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                if let codeBlockLanguage = parserResult.codeBlockLanguage {
                    Text(codeBlockLanguage.capitalized)
                        .font(.headline.monospaced())
                        .foregroundColor(.white)
                }
                Spacer()
                Image(systemName: "doc.on.doc")
                    .foregroundColor(.white)
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(Color(red: 9 / 255, green: 49 / 255, blue: 69 / 255))

            Text(parserResult.attributedString)
                .padding(.horizontal, 16)
        }
        .background(Color(red: 38 / 255, green: 38 / 255, blue: 38 / 255))
        .cornerRadius(8)
    }
}

/// Splits a Markdown document into text and fenced code blocks (the app walks the swift-markdown
/// tree and highlights code with Highlighter); this double splits on ``` fences.
struct MarkdownAttributedStringParser {
    mutating func parserResults(from document: Document) -> [ParserResult] {
        document.text.components(separatedBy: "```").enumerated().compactMap { index, part in
            guard !part.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
            if index % 2 == 1 {
                let lines = part.split(separator: "\n", omittingEmptySubsequences: false)
                let language = lines.first.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
                let code = lines.dropFirst().joined(separator: "\n")
                return ParserResult(attributedString: AttributedString(code), isCodeBlock: true, codeBlockLanguage: language)
            }
            return ParserResult(attributedString: AttributedString(part), isCodeBlock: false, codeBlockLanguage: nil)
        }
    }
}
