import Foundation
import Combine
// Stub of blinksh/blink's BlinkSnippets framework (BlinkSnippets/snippet.swift): Snippet and its storage
// protocol, as the corpus rows use them (our own stand-in; the fuzzy-search conformance left out).

public protocol SnippetContentLocation {
    func listSnippets(forceUpdate: Bool) async throws -> [Snippet]
    func saveSnippet(folder: String, name: String, content: String) throws -> Snippet
    func deleteSnippet(folder: String, name: String) throws
    func readContent(folder: String, name: String) throws -> String
    func readDescription(folder: String, name: String) throws -> String
    func snippetLocationURL(folder: String, name: String) -> URL?
    var isReadOnly: Bool { get }
    var description: String { get }
}

/// Our stand-in for the framework's Snippet: a named file in a folder of a store, with what its name says
/// (lowercased title, extensions, language and flags).
public class Snippet: ObservableObject, Hashable, Identifiable {
    public let name: String
    public let folder: String
    public let title: String
    public let ext: [String]
    public let store: SnippetContentLocation

    public let language: String
    public let isEncrypted: Bool
    public let isDangerous: Bool
    public let indexable: String

    public var id: String { indexable }

    public static func == (a: Snippet, b: Snippet) -> Bool { (a.folder, a.name) == (b.folder, b.name) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(folder)
        hasher.combine(name)
    }

    /// "Tail Logs.sh" → ("tail-logs", ["sh"]): the name lowercased and hyphenated, its extensions peeled off
    /// from the end.
    public static func parseName(_ name: String) -> (String, [String]) {
        var pieces = name.lowercased().replacingOccurrences(of: " ", with: "-").split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var extensions: [String] = []
        while pieces.count > 1, let last = pieces.last, !last.isEmpty {
            extensions.append(last)
            pieces.removeLast()
        }
        return (pieces.joined(separator: "."), extensions)
    }

    public init(name: String, folder: String, store: SnippetContentLocation) {
        let (title, ext) = Self.parseName(name)
        self.name = name
        self.folder = folder
        self.store = store
        self.title = title
        self.ext = ext
        language = ext.first ?? "txt"
        isEncrypted = ext.contains("ext")
        isDangerous = ext.contains("danger")
        indexable = (folder + "/" + title).lowercased()
    }
}
