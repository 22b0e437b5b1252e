import SwiftUI
// Stubs for daneden/zeitgeist Shared/Views/Deployments/DeploymentListRowView.swift: the models
// (Shared/Models/VercelDeployment.swift, GitCommit.swift, GitRepoModel.swift; reduced to what the row reads),
// DeploymentStateIndicator and the widget-accent modifier it applies, as the app has them.

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

/// Shared/Views/Deployments/DeploymentStateIndicator.swift, as the app has it.
enum StateIndicatorStyle {
    case normal, compact
}

struct DeploymentStateIndicator: View {
    var state: VercelDeployment.State
    var style: StateIndicatorStyle = .normal

    var body: some View {
        return Group {
            if style == .normal {
                Label(state.description, systemImage: state.imageName)
            } else {
                Label(state.description, systemImage: state.imageName)
                    .labelStyle(.iconOnly)
            }
        }
        .foregroundStyle(state.color)
        .symbolVariant(.fill)
        .symbolRenderingMode(.hierarchical)
        .backwardsCompatibleWidgetAccentable()
    }
}

/// ZeitgeistWidgets/ViewModifiers/BackwardsCompatibleWidgetAccentable.swift, as the app has it.
struct BackwardsCompatibleWidgetAccentable: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 16, macOS 14, *) {
            return content.widgetAccentable()
        } else {
            return content
        }
    }
}

extension View {
    func backwardsCompatibleWidgetAccentable() -> some View {
        self.modifier(BackwardsCompatibleWidgetAccentable())
    }
}
