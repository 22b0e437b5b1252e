import Foundation
// Stub of the Path.swift package (mxcl/Path.swift): the API corpus rows use.

public struct Path: Hashable, Comparable, CustomStringConvertible, Sendable {
    public let string: String

    /// Only absolute paths make a Path.
    public init?(_ string: String) {
        guard string.hasPrefix("/") else { return nil }
        self.string = string
    }

    public var url: URL { URL(fileURLWithPath: string) }
    public var basename: String { (string as NSString).lastPathComponent }
    public var parent: Path { Path((string as NSString).deletingLastPathComponent) ?? self }
    public var description: String { string }
    public var exists: Bool { FileManager.default.fileExists(atPath: string) }

    public func join(_ component: String) -> Path { Path(string + "/" + component)! }
    public static func / (lhs: Path, rhs: String) -> Path { lhs.join(rhs) }
    public static func < (lhs: Path, rhs: Path) -> Bool { lhs.string < rhs.string }

    public static var root: Path { Path("/")! }
    public static var home: Path { Path(NSHomeDirectory()) ?? root }
}
