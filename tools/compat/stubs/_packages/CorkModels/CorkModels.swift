import SwiftUI
import Observation
import FactoryKit
import CorkShared
// Stub of buresdv/Cork's local module CorkModels (Modules/Packages/PackagesModels): the models and
// trackers the corpus rows use, reduced to what they read. Nothing runs Homebrew.

// MARK: Packages

public struct BrewPackage: Identifiable, Equatable, Hashable, Sendable {
    public enum PackageType: String, Sendable, CustomStringConvertible {
        case formula, cask
        public var description: String { self == .formula ? "Formula" : "Cask" }
    }

    public enum NameRetrievalPrecision: Sendable {
        case general, precise, inlineFormatted
    }

    public let id: UUID
    /// The package identifier, e.g. `python@3.12` (base name `python`, bound version `3.12`).
    public let rawName: String
    public var type: PackageType
    public var isTagged: Bool
    public var isPinned: Bool
    public var installedOn: Date?
    public let versions: [String]
    public let url: URL?
    public var installedIntentionally: Bool
    public let sizeInBytes: Int64?
    public var isBeingModified = false

    public init(rawName: String, type: PackageType, isTagged: Bool? = nil, isPinned: Bool? = nil, installedOn: Date?,
                versions: [String], url: URL?, installedIntentionally: Bool? = nil, sizeInBytes: Int64?) {
        id = UUID()
        self.rawName = rawName
        self.type = type
        self.isTagged = isTagged ?? false
        self.isPinned = isPinned ?? false
        self.installedOn = installedOn
        self.versions = versions
        self.url = url
        self.installedIntentionally = type == .cask ? true : installedIntentionally ?? false
        self.sizeInBytes = sizeInBytes
    }

    private var baseName: String { rawName.split(separator: "@").first.map(String.init) ?? rawName }
    private var boundVersion: String? { rawName.split(separator: "@").dropFirst().first.map(String.init) }

    public func name(withPrecision precision: NameRetrievalPrecision) -> String {
        switch precision {
        case .general: return baseName
        case .precise: return rawName
        case .inlineFormatted: return boundVersion.map { "\(baseName) \($0)" } ?? baseName
        }
    }

    public func getCompletePackageName() -> String { rawName }

    public func getFormattedVersions() -> String { versions.joined(separator: ", ") }
}

public enum IntentionalInstallationDiscoveryError: Error, Hashable, LocalizedError {
    case failedToDetermineMostRelevantVersion(packageURL: URL)
    case failedToReadInstallationRecip(packageURL: URL)

    public var errorDescription: String? {
        switch self {
        case .failedToDetermineMostRelevantVersion(let url): return "Could not determine the most relevant version of \(url.lastPathComponent)"
        case .failedToReadInstallationRecip(let url): return "Could not read the installation receipt of \(url.lastPathComponent)"
        }
    }
}

public extension BrewPackage {
    /// Why a package in the Cellar or Caskroom could not be loaded.
    enum PackageLoadingError: LocalizedError, Hashable, Identifiable {
        case triedToThreatFolderContainingPackagesAsPackage(packageType: BrewPackage.PackageType)
        case couldNotReadContentsOfParentFolder(failureReason: String, folderURL: URL)
        case failedWhileReadingContentsOfPackageFolder(folderURL: URL, reportedError: String)
        case failedWhileTryingToDetermineIntentionalInstallation(folderURL: URL, associatedIntentionalDiscoveryError: IntentionalInstallationDiscoveryError)
        case packageDoesNotHaveAnyVersionsInstalled(packageURL: URL)
        case packageIsNotAFolder(String, packageURL: URL)
        case numberOLoadedPackagesDosNotMatchNumberOfPackageFolders

        public var id: Self { self }

        public var errorDescription: String? {
            switch self {
            case .triedToThreatFolderContainingPackagesAsPackage(let type):
                return "Tried to load the \(type == .formula ? "Cellar" : "Caskroom") folder itself as a package"
            case .couldNotReadContentsOfParentFolder(let reason, _):
                return "Could not read the contents of the package folder: \(reason)"
            case .failedWhileReadingContentsOfPackageFolder(let url, let reported):
                return "Could not load \(url.packageNameFromURL()) because \(reported)"
            case .failedWhileTryingToDetermineIntentionalInstallation(_, let error):
                return error.localizedDescription
            case .packageDoesNotHaveAnyVersionsInstalled(let url):
                return "\(url.packageNameFromURL()) has no installed versions"
            case .packageIsNotAFolder(let name, _):
                return "\(name) is not a folder"
            case .numberOLoadedPackagesDosNotMatchNumberOfPackageFolders:
                return "The number of loaded packages does not match the number of package folders"
            }
        }
    }
}

public extension URL {
    func packageNameFromURL() -> String { lastPathComponent }
}

public struct CorruptedPackage: Identifiable, Equatable {
    public let id: UUID
    public let name: String
    public init(name: String) {
        id = UUID()
        self.name = name
    }
}

// MARK: Taps

public final class BrewTap: Identifiable, Hashable, @unchecked Sendable {
    public enum NameRetrievalPrecision: Sendable { case full, nameOnly }

    public let id = UUID()
    /// `repo/name`, e.g. `homebrew/core`.
    public let fullName: String
    public var isBeingModified: Bool

    public init(fullName: String, isBeingModified: Bool = false) {
        self.fullName = fullName
        self.isBeingModified = isBeingModified
    }

    public func name(withPrecision precision: NameRetrievalPrecision) -> String {
        switch precision {
        case .full: return fullName
        case .nameOnly: return fullName.split(separator: "/").last.map(String.init) ?? fullName
        }
    }

    /// Only homebrew/core and homebrew/cask are supported by Speakeasy.
    public var isSpeakeasySupported: Bool { fullName == "homebrew/core" || fullName == "homebrew/cask" }

    public static func == (lhs: BrewTap, rhs: BrewTap) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// MARK: State and trackers

public enum DisplayableSheet: Identifiable {
    case corruptedPackageFix(corruptedPackage: CorruptedPackage)
    public var id: String {
        switch self {
        case .corruptedPackageFix(let package): return "corrupted-\(package.name)"
        }
    }
}

@Observable @MainActor
public final class AppState {
    public var sheetToShow: DisplayableSheet?
    public init() {}
    public func showSheet(ofType sheetType: DisplayableSheet) { sheetToShow = sheetType }
    public func dismissSheet() { sheetToShow = nil }
}

@Observable @MainActor
public final class NavigationManager {
    public enum DetailDestination: Hashable {
        case package(package: BrewPackage)
        case tap(tap: BrewTap)
    }

    public var openedScreen: DetailDestination?
    public init() {}
}

@Observable @MainActor
public final class BrewPackagesTracker {
    public var installedFormulae: [BrewPackage] = []
    public var installedCasks: [BrewPackage] = []
    public init() {}

    public func updatePackageInPlace(_ package: BrewPackage, modification: (inout BrewPackage) -> Void) {
        if let index = installedFormulae.firstIndex(where: { $0.id == package.id }) { modification(&installedFormulae[index]) }
        if let index = installedCasks.firstIndex(where: { $0.id == package.id }) { modification(&installedCasks[index]) }
    }
}

public struct OutdatedPackage: Identifiable, Hashable {
    public let id = UUID()
    public let package: BrewPackage
    public let newerVersion: String
    public init(package: BrewPackage, newerVersion: String) {
        self.package = package
        self.newerVersion = newerVersion
    }
}

@Observable @MainActor
public final class OutdatedPackagesTracker {
    public var outdatedPackages: Set<OutdatedPackage> = []
    public init() {}
    public var allDisplayableOutdatedPackages: Set<OutdatedPackage> { outdatedPackages }
}

@Observable @MainActor
public final class TapTracker {
    public enum TapRemovalPurpose: CustomStringConvertible {
        case removeFromTracker, removeFromHomebrewAndTracker
        public var description: String { self == .removeFromTracker ? "Removal from tracker" : "Untapping" }
    }

    public var addedTaps: [BrewTap] = []
    public init() {}

    public func removeTap(tapToRemove: BrewTap, purpose: TapRemovalPurpose) async throws {
        addedTaps.removeAll { $0 == tapToRemove }
    }
}

public extension Container {
    @MainActor var appState: Factory<AppState> { Factory(self) { AppState() }.singleton }
    @MainActor var navigationManager: Factory<NavigationManager> { Factory(self) { NavigationManager() }.singleton }
    @MainActor var outdatedPackagesTracker: Factory<OutdatedPackagesTracker> { Factory(self) { OutdatedPackagesTracker() }.singleton }
    @MainActor var tapTracker: Factory<TapTracker> { Factory(self) { TapTracker() }.singleton }
}
