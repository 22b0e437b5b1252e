import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = 1_764_000_000
    func deployment(_ project: String, _ message: String, hook: String? = nil) -> VercelDeployment {
        VercelDeployment(project: project, id: "dpl_\(project)", target: .production,
                         created: Date(timeIntervalSince1970: TimeInterval(now - 7_200)), state: .ready,
                         commit: AnyCommit(provider: .github, commitSha: "a1b2c3d4", commitMessage: message,
                                           commitAuthorName: "Dan", org: "daneden", repo: project, deployHookName: hook))
    }
    let projects = [
        VercelProject(accountId: "team_1", createdAt: (now - 86_400 * 300) * 1000, id: "prj_1", latestDeployments: nil,
                      name: "zeitgeist-web",
                      targets: .init(production: deployment("zeitgeist-web", "Update the landing page copy")),
                      updatedAt: (now - 7_200) * 1000,
                      link: VercelRepositoryLink(type: .github, org: "daneden", name: "zeitgeist-web")),
        VercelProject(accountId: "team_1", createdAt: (now - 86_400 * 40) * 1000, id: "prj_2", latestDeployments: nil,
                      name: "blog",
                      targets: .init(production: deployment("blog", "", hook: "Nightly rebuild")),
                      updatedAt: (now - 86_400 * 2) * 1000,
                      link: VercelRepositoryLink(type: .github, org: "daneden", name: "blog")),
        VercelProject(accountId: "team_1", createdAt: (now - 86_400 * 10) * 1000, id: "prj_3", latestDeployments: nil,
                      name: "scratchpad", targets: nil, updatedAt: nil, link: nil),
    ]
    return NavigationStack {
        List(projects) { project in
            ProjectsListRowView(project: project)
        }
        .navigationTitle("Projects")
    }
}
