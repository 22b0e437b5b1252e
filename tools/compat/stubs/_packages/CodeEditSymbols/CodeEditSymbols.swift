import SwiftUI
// Stub of the CodeEditSymbols package (CodeEditApp/CodeEditSymbols): custom symbol images from its
// asset catalog, by name. Only the symbols corpus rows use are listed.

extension Image {
    /// A custom symbol from CodeEditSymbols' asset catalog.
    public init(symbol name: String) {
        self.init(name)
    }

    public static let github = Image(symbol: "github")
    public static let commit = Image(symbol: "commit")
    public static let branch = Image(symbol: "branch")
    public static let checkout = Image(symbol: "checkout")
}
