// Stubs the rows r511, r512, r513 of daneden/zeitgeist share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI

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

    /// The message's first line.
    var commitMessageSummary: String { String(commitMessage.prefix { $0 != "\n" }) }
}

/// Shared/Models/VercelDeployment.swift (memberwise here; the app decodes it from Vercel's API).
struct VercelDeployment: Identifiable, Hashable, Decodable {
    var project: String
    var id: String
    var target: Target?
    var created: Date
    var state: State
    var commit: AnyCommit?

    /// A promotion, else a deploy hook, else the commit; manual when there is no commit.
    var deploymentCause: DeploymentCause {
        guard let commit else { return .manual }
        if commit.action == .promote { return .promotion(originalDeploymentId: commit.originalDeploymentId) }
        if let hook = commit.deployHookName { return .deployHook(name: hook) }
        return .gitCommit(commit: commit)
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

        /// The app's words for each state ("Ready" for the rest).
        var description: LocalizedStringKey {
            let words: [State: LocalizedStringKey] = [
                .error: "Error building", .building: "Building", .ready: "Deployed",
                .queued: "Queued", .cancelled: "Cancelled", .offline: "Offline",
            ]
            return words[self] ?? "Ready"
        }
    }

    enum DeploymentCause: Codable {
        case deployHook(name: String)
        case gitCommit(commit: AnyCommit)
        case promotion(originalDeploymentId: VercelDeployment.ID?)
        case manual

        var description: String {
            if case let .gitCommit(commit) = self { return commit.commitMessageSummary }
            if case let .deployHook(name) = self { return name }
            if case .promotion = self { return "Production rebuild" }
            return "Manual deployment"
        }

        /// A provider's logo asset for commits, a symbol for hooks and promotions.
        var icon: String? {
            if case let .gitCommit(commit) = self { return commit.provider.rawValue }
            if case .deployHook = self { return "hook" }
            if case .promotion = self { return "arrow.up.circle" }
            return nil
        }
    }

    enum Target: String, Codable, CaseIterable {
        case production, staging
    }
}

extension VercelDeployment.State {
    /// The app's symbol for each state.
    var imageName: String {
        let symbols: [Self: String] = [
            .error: "exclamationmark.triangle", .queued: "square.stack.3d.up", .building: "timer",
            .ready: "checkmark.circle", .cancelled: "nosign", .offline: "wifi.slash",
        ]
        return symbols[self] ?? "arrowtriangle.up.circle"
    }

    /// The app's colour for each state.
    var color: Color {
        let colors: [Self: Color] = [.error: .red, .building: .purple, .ready: .green, .cancelled: .primary]
        return colors[self] ?? .gray
    }
}
