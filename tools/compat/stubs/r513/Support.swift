import SwiftUI
// Stubs for daneden/zeitgeist Shared/Views/Projects/ProjectsListRowView.swift: the models (Shared/Models/
// VercelDeployment.swift, VercelProjectModel.swift, GitCommit.swift, GitRepoModel.swift; reduced to what the
// row reads) and the app's preference keys with their AppStorage initialiser (Shared/Helpers/Preferences.swift).

enum GitSVNProvider: String, Codable {
    case bitbucket, github, gitlab
}

/// Shared/Models/GitCommit.swift: the decoded commit metadata (one struct here for the three providers).
struct AnyCommit: Codable, Hashable {
    enum Action: String, Codable { case promote }

    let provider: GitSVNProvider
    let commitSha: String
    let commitMessage: String
    let commitAuthorName: String
    let org: String
    let repo: String
    var deployHookName: String? = nil
    var action: Action? = nil
    var originalDeploymentId: String? = nil

    var commitMessageSummary: String {
        commitMessage.components(separatedBy: "\n").first ?? "(Empty Commit Message)"
    }
}

/// Shared/Models/VercelDeployment.swift (memberwise here; the app decodes it from Vercel's API).
struct VercelDeployment: Identifiable, Hashable, Decodable {
    var project: String
    var id: String
    var target: Target?
    var created: Date
    var state: State
    var commit: AnyCommit?

    var deploymentCause: DeploymentCause {
        guard let commit = commit else { return .manual }
        if let action = commit.action {
            switch action {
            case .promote:
                return .promotion(originalDeploymentId: commit.originalDeploymentId)
            }
        } else if let deploymentHookName = commit.deployHookName {
            return .deployHook(name: deploymentHookName)
        } else {
            return .gitCommit(commit: commit)
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(state)
    }
}

extension VercelDeployment {
    enum State: String, Codable, CaseIterable {
        case ready = "READY"
        case queued = "QUEUED"
        case error = "ERROR"
        case building = "BUILDING"
        case normal = "NORMAL"
        case offline = "OFFLINE"
        case cancelled = "CANCELED"
        case initializing = "INITIALIZING"

        var description: LocalizedStringKey {
            switch self {
            case .error: return "Error building"
            case .building: return "Building"
            case .ready: return "Deployed"
            case .queued: return "Queued"
            case .cancelled: return "Cancelled"
            case .offline: return "Offline"
            default: return "Ready"
            }
        }
    }

    enum DeploymentCause: Codable {
        case deployHook(name: String)
        case gitCommit(commit: AnyCommit)
        case promotion(originalDeploymentId: VercelDeployment.ID?)
        case manual

        var description: String {
            switch self {
            case let .gitCommit(commit): return commit.commitMessageSummary
            case let .deployHook(name): return name
            case .promotion(_): return "Production rebuild"
            case .manual: return "Manual deployment"
            }
        }

        var icon: String? {
            switch self {
            case let .gitCommit(commit): return commit.provider.rawValue
            case .deployHook: return "hook"
            case .promotion(_): return "arrow.up.circle"
            case .manual: return nil
            }
        }
    }

    enum Target: String, Codable, CaseIterable {
        case production, staging
    }
}

extension VercelDeployment.State {
    var imageName: String {
        switch self {
        case .error: return "exclamationmark.triangle"
        case .queued: return "square.stack.3d.up"
        case .building: return "timer"
        case .ready: return "checkmark.circle"
        case .cancelled: return "nosign"
        case .offline: return "wifi.slash"
        default: return "arrowtriangle.up.circle"
        }
    }

    var color: Color {
        switch self {
        case .error: return .red
        case .building: return .purple
        case .ready: return .green
        case .cancelled: return .primary
        default: return .gray
        }
    }
}

struct VercelRepositoryLink: Decodable {
    let type: GitSVNProvider
    let org: String
    let name: String

    var repoSlug: String {
        return "\(org)/\(name)"
    }
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

    var created: Date {
        Date(timeIntervalSince1970: TimeInterval(createdAt / 1000))
    }

    var updated: Date? {
        guard let updatedAt = updatedAt else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(updatedAt / 1000))
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
