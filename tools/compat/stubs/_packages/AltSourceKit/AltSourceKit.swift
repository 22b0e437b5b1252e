import Foundation
// Stub of AltSourceKit (khcrysalis/Feather's local package): the API corpus rows use. Test double
// with memberwise initializers instead of the package's defensive JSON decoding.

public struct ASRepository: Sendable, Hashable, Identifiable {
    public var id: String?
    public var name: String?
    public var subtitle: String?
    public var description: String?
    public var website: URL?
    public var iconURL: URL?
    public var apps: [App]

    public init(id: String? = nil, name: String? = nil, subtitle: String? = nil, description: String? = nil,
                website: URL? = nil, iconURL: URL? = nil, apps: [App] = []) {
        self.id = id
        self.name = name
        self.subtitle = subtitle
        self.description = description
        self.website = website
        self.iconURL = iconURL
        self.apps = apps
    }

    public var currentIconURL: URL? {
        iconURL ?? apps.first?.iconURL
    }
}

extension ASRepository {
    public struct App: Sendable, Hashable, Identifiable {
        public var uuid = UUID()
        public var id: String?
        public var name: String?
        public var subtitle: String?
        public var developer: String?
        public var versions: [Version]?
        public var version: String?
        public var downloadURL: URL?
        public var localizedDescription: String?
        public var iconURL: URL?
        public var size: Int64?
        public var category: String?

        public init(id: String? = nil, name: String? = nil, subtitle: String? = nil, developer: String? = nil,
                    versions: [Version]? = nil, version: String? = nil, downloadURL: URL? = nil,
                    localizedDescription: String? = nil, iconURL: URL? = nil, size: Int64? = nil,
                    category: String? = nil) {
            self.id = id
            self.name = name
            self.subtitle = subtitle
            self.developer = developer
            self.versions = versions
            self.version = version
            self.downloadURL = downloadURL
            self.localizedDescription = localizedDescription
            self.iconURL = iconURL
            self.size = size
            self.category = category
        }

        public var currentAppVersion: Version? { versions?.first }

        public var currentName: String {
            var name = name ?? "Unknown"
            if name.isEmpty { name = "Unknown" }
            if let id, id.hasSuffix("Beta") { name += " (BETA)" }
            return name
        }

        public var currentVersion: String? { currentAppVersion?.version ?? version }
        public var currentDownloadUrl: URL? { currentAppVersion?.downloadURL ?? downloadURL }
        public var currentDescription: String? { subtitle ?? localizedDescription }
        public var currentUniqueId: String {
            "\(id ?? uuid.uuidString).\(downloadURL?.absoluteString ?? uuid.uuidString)"
        }

        public struct Version: Hashable, Identifiable, Sendable {
            public var id: String { version + (build ?? "") }
            public var version: String
            public var build: String?
            public var localizedDescription: String?
            public var downloadURL: URL?
            public var size: UInt?

            public init(version: String, build: String? = nil, localizedDescription: String? = nil,
                        downloadURL: URL? = nil, size: UInt? = nil) {
                self.version = version
                self.build = build
                self.localizedDescription = localizedDescription
                self.downloadURL = downloadURL
                self.size = size
            }
        }
    }
}
