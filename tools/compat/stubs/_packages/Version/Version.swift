import Foundation
// Stub of the Version package (mxcl/Version): the API corpus rows use.

public struct Version: Hashable, Comparable, CustomStringConvertible, Sendable {
    public let major: Int
    public let minor: Int
    public let patch: Int
    public let prereleaseIdentifiers: [String]
    public let buildMetadataIdentifiers: [String]

    public init(_ major: Int, _ minor: Int, _ patch: Int, prereleaseIdentifiers: [String] = [], buildMetadataIdentifiers: [String] = []) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prereleaseIdentifiers = prereleaseIdentifiers
        self.buildMetadataIdentifiers = buildMetadataIdentifiers
    }

    public init(major: Int, minor: Int, patch: Int, prereleaseIdentifiers: [String] = [], buildMetadataIdentifiers: [String] = []) {
        self.init(major, minor, patch, prereleaseIdentifiers: prereleaseIdentifiers, buildMetadataIdentifiers: buildMetadataIdentifiers)
    }

    /// Parses "1.2.3-beta.1+build" (semantic version).
    public init?(_ string: String) {
        var rest = Substring(string)
        var build: [String] = []
        if let plus = rest.firstIndex(of: "+") {
            build = rest[rest.index(after: plus)...].split(separator: ".").map(String.init)
            rest = rest[..<plus]
        }
        var pre: [String] = []
        if let dash = rest.firstIndex(of: "-") {
            pre = rest[rest.index(after: dash)...].split(separator: ".").map(String.init)
            rest = rest[..<dash]
        }
        let numbers = rest.split(separator: ".").map { Int($0) }
        guard numbers.count == 3, let a = numbers[0], let b = numbers[1], let c = numbers[2] else { return nil }
        self.init(a, b, c, prereleaseIdentifiers: pre, buildMetadataIdentifiers: build)
    }

    /// Also accepts "1" and "1.2".
    public init?(tolerant string: String) {
        if let v = Version(string) { self = v; return }
        let parts = string.split(separator: ".").compactMap { Int($0) }
        guard (1...2).contains(parts.count) else { return nil }
        self.init(parts[0], parts.count > 1 ? parts[1] : 0, 0)
    }

    public var isPrerelease: Bool { !prereleaseIdentifiers.isEmpty }

    public var description: String {
        var s = "\(major).\(minor).\(patch)"
        if !prereleaseIdentifiers.isEmpty { s += "-" + prereleaseIdentifiers.joined(separator: ".") }
        if !buildMetadataIdentifiers.isEmpty { s += "+" + buildMetadataIdentifiers.joined(separator: ".") }
        return s
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
}
