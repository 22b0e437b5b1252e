// Stubs for daneden/zeitgeist Shared/Views/Projects/ProjectsListRowView.swift: the models (Shared/Models/
// VercelDeployment.swift, VercelProjectModel.swift, GitCommit.swift, GitRepoModel.swift; reduced to what the
// row reads) and the app's preference keys with their AppStorage initialiser (Shared/Helpers/Preferences.swift);
// our own stand-ins with the app's names and values.
import SwiftUI

struct VercelRepositoryLink: Decodable {
    let type: GitSVNProvider
    let org: String
    let name: String

    /// "org/name".
    var repoSlug: String { [org, name].joined(separator: "/") }
}

struct VercelProject: Decodable, Identifiable {
    typealias ID = String
    let accountId: String
    let createdAt: Int
    let id: ID
    let latestDeployments: [VercelDeployment]?
    let name: String
    let targets: Targets?
    let updatedAt: Int?
    let link: VercelRepositoryLink?

    struct Targets: Decodable {
        let production: VercelDeployment?
    }

    /// The API gives milliseconds; whole seconds here.
    var created: Date { Self.date(fromMilliseconds: createdAt) }
    var updated: Date? { updatedAt.map(Self.date(fromMilliseconds:)) }

    private static func date(fromMilliseconds ms: Int) -> Date {
        Date(timeIntervalSince1970: Double(ms / 1000))
    }
}

struct Preferences {
    enum Keys: String {
        case projectSummaryDisplayOption
    }

    typealias AppStorageKVPair<T> = (key: Keys, value: T)

    static let projectSummaryDisplayOption: AppStorageKVPair<ProjectSummaryDisplayOption> = (.projectSummaryDisplayOption, .productionDeployment)

    static let store = UserDefaults(suiteName: "group.me.daneden.Zeitgeist")!
}

extension AppStorage {
    init(_ kv: Preferences.AppStorageKVPair<Value>) where Value: RawRepresentable, Value.RawValue == String {
        self.init(wrappedValue: kv.value, kv.key.rawValue, store: Preferences.store)
    }
}

enum ProjectSummaryDisplayOption: String, Codable, CaseIterable {
    case productionDeployment, latestDeployment
}

extension VercelProject {
    /// The app's placeholder data (Shared/Helpers/PlaceholderData.swift).
    static var exampleData: VercelProject {
        VercelProject(accountId: "team_1", createdAt: 1_700_000_000_000, id: "prj_example", latestDeployments: nil,
                      name: "example-project", targets: nil, updatedAt: nil,
                      link: VercelRepositoryLink(type: .github, org: "daneden", name: "example-project"))
    }
}
