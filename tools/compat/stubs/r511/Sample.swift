import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_000_000)
    let deployments = [
        VercelDeployment(project: "zeitgeist-web", id: "dpl_1", target: .production, created: now.addingTimeInterval(-240),
                         state: .ready,
                         commit: AnyCommit(provider: .github, commitSha: "a1b2c3d4", commitMessage: "Fix the deployment list on iPad\n\nMore detail",
                                           commitAuthorName: "Dan", org: "daneden", repo: "zeitgeist-web")),
        VercelDeployment(project: "blog", id: "dpl_2", target: nil, created: now.addingTimeInterval(-3_600),
                         state: .building,
                         commit: AnyCommit(provider: .github, commitSha: "e5f6a7b8", commitMessage: "Add a post about gardens",
                                           commitAuthorName: "Dan", org: "daneden", repo: "blog")),
        VercelDeployment(project: "docs", id: "dpl_3", target: nil, created: now.addingTimeInterval(-86_400),
                         state: .error, commit: nil),
    ]
    return NavigationStack {
        List(deployments) { deployment in
            DeploymentListRowView(deployment: deployment)
        }
        .navigationTitle("Deployments")
    }
}
