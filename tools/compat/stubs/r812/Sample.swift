import SwiftUI

// Trending Swift repositories, each linking to its detail.
@MainActor func makeSampleRow() -> some View {
    let repos = [
        RepositoryItem(id: 1, name: "Alamofire", full_name: "Alamofire/Alamofire", description: "Elegant HTTP Networking in Swift",
                       stargazers_count: 41_200, forks_count: 7_600, contributors_url: "", size: 9_800),
        RepositoryItem(id: 2, name: "swift", full_name: "apple/swift", description: "The Swift Programming Language",
                       stargazers_count: 67_000, forks_count: 10_300, contributors_url: "", size: 800_000),
        RepositoryItem(id: 3, name: "Kingfisher", full_name: "onevcat/Kingfisher", description: "A lightweight image library",
                       stargazers_count: 23_300, forks_count: 2_700, contributors_url: "", size: 12_000),
    ]
    return NavigationView {
        List(repos) { repo in
            RepositoryItemRowView(item: repo)
        }
        .navigationBarTitle("Repositories")
    }
}
