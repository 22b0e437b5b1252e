// Stubs for alekseypotapov-dev/GithubHeartSwift shared by its rows (r812, r813): the GitHub API models
// (Models/Repository.swift, Contributor.swift), the repository detail screen a row links to and the
// contributor's avatar view (Views/ContributorAvatarImageView.swift: downloads the avatar in the app; a
// person symbol here). Our own test doubles with the app's names.
import SwiftUI

struct RepositoryItem: Codable, Hashable, Identifiable {
    var id: Int
    var name: String
    var full_name: String
    var description: String
    var stargazers_count: Int
    var forks_count: Int
    var contributors_url: String
    var size: Int
}

struct ContributorItem: Codable, Hashable, Identifiable {
    var id: Int
    var login: String
    var avatar_url: String
    var contributions: Int
}

struct RepositoryDetailView: View {
    var repository: RepositoryItem
    var body: some View { Text(repository.description) }
}

struct ContributorAvatarImageView: View {
    let urlString: String

    init(urlString: String) { self.urlString = urlString }

    var body: some View {
        Image(systemName: "person.crop.circle.fill")
            .resizable()
            .frame(width: 50, height: 50)
            .foregroundColor(.gray)
    }
}
