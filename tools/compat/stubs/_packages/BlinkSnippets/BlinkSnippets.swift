import Foundation
import Combine
// Stub of blinksh/blink's BlinkSnippets framework (BlinkSnippets/snippet.swift): Snippet and its storage
// protocol, as the corpus rows use them (the fuzzy-search conformance left out).

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

public class Snippet: ObservableObject, Hashable, Identifiable {
    public var id: String { self.indexable }

    public static func == (lhs: Snippet, rhs: Snippet) -> Bool {
        lhs.folder == rhs.folder && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.folder)
        hasher.combine(self.name)
    }

    public let name: String
    public let folder: String
    public let title: String
    public let ext: [String]
    public let store: SnippetContentLocation

    public let language: String
    public let isEncrypted: Bool
    public let isDangerous: Bool
    public let indexable: String

    public static func parseName(_ name: String) -> (String, [String]) {
        var title = name.lowercased().replacingOccurrences(of: " ", with: "-") as NSString
        var ext: [String] = []
        while title.pathExtension != "" {
            ext.append(title.pathExtension)
            title = (title.deletingPathExtension as NSString).lastPathComponent as NSString
        }
        return (title as String, ext)
    }

    public init(name: String, folder: String, store: SnippetContentLocation) {
        self.name = name
        (self.title, self.ext) = Self.parseName(name)
        self.isEncrypted = self.ext.contains("ext")
        self.isDangerous = self.ext.contains("danger")
        self.language = self.ext.first ?? "txt"
        self.folder = folder
        self.indexable = "\(self.folder)/\(self.title)".lowercased()
        self.store = store
    }
}
