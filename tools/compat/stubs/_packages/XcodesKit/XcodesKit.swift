import Foundation
import Path
import Version
// Stub of XcodesKit (XcodesOrg/XcodesKit, the Xcodes app's model package): the API corpus rows use.

public enum Architecture: String, Codable, Hashable, Sendable {
    case arm64, x86_64
}

extension Array where Element == Architecture {
    public var isAppleSilicon: Bool { contains(.arm64) }
}

public struct XcodeID: Hashable, Sendable {
    public let version: Version
    public let architectures: [Architecture]?
    public init(version: Version, architectures: [Architecture]? = nil) {
        self.version = version
        self.architectures = architectures
    }
}

public enum XcodeInstallationStep: Equatable, CustomStringConvertible {
    case authenticating
    case downloading(progress: Progress)
    case unarchiving
    case moving(destination: String)
    case trashingArchive
    case checkingSecurity
    case finishing

    public var stepNumber: Int {
        switch self {
        case .authenticating: return 1
        case .downloading: return 2
        case .unarchiving: return 3
        case .moving: return 4
        case .trashingArchive: return 5
        case .checkingSecurity: return 6
        case .finishing: return 7
        }
    }
    public var stepCount: Int { 7 }

    public var message: String {
        switch self {
        case .authenticating: return "Authenticating"
        case .downloading: return "Downloading"
        case .unarchiving: return "Unarchiving"
        case .moving(let destination): return "Moving to \(destination)"
        case .trashingArchive: return "Moving archive to the Trash"
        case .checkingSecurity: return "Checking security assessment and code signing"
        case .finishing: return "Finishing"
        }
    }
    public var description: String { "(\(stepNumber)/\(stepCount)) \(message)" }
}

public enum XcodeInstallState: Equatable {
    case notInstalled
    case installing(XcodeInstallationStep)
    case installed(Path)

    public var notInstalled: Bool { if case .notInstalled = self { return true } else { return false } }
    public var installing: Bool { if case .installing = self { return true } else { return false } }
    public var installed: Bool { if case .installed = self { return true } else { return false } }
    public var installedPath: Path? { if case .installed(let p) = self { return p } else { return nil } }
}

public struct InstalledXcode: Equatable {
    public let path: Path
    public let version: Version
    public let architectures: [Architecture]?

    public init?(path: Path, contentsAtPath: (String) -> Data?, loadArchitectures: (Path) -> [Architecture]? = { _ in nil }) {
        guard let name = path.basename.split(separator: "-").last.map({ String($0.dropLast(4)) }),
              let version = Version(name) ?? Version(tolerant: name) else { return nil }
        self.path = path
        self.version = version
        self.architectures = loadArchitectures(path)
    }
}

extension Version {
    /// "12.3 Beta 2", the way Apple writes Xcode versions.
    public var appleDescription: String {
        var base = "\(major).\(minor)"
        if patch != 0 { base += ".\(patch)" }
        if prereleaseIdentifiers.isEmpty { return base }
        let pre = prereleaseIdentifiers.joined(separator: " ")
            .replacingOccurrences(of: "beta", with: "Beta")
            .replacingOccurrences(of: "rc", with: "RC")
        return base + " " + pre
    }

    /// "(12A7209)" when there is build metadata, otherwise "".
    public var buildMetadataIdentifiersDisplay: String {
        buildMetadataIdentifiers.isEmpty ? "" : "(\(buildMetadataIdentifiers.joined(separator: " ")))"
    }
}
