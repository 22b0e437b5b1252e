import Foundation
// Stubs for Prudhvi437/GithubRepositories GithubRepositories/RepositoryRow.swift: Repository
// (GithubRepositories/Repository.swift).

struct Repository: Identifiable, Codable, Equatable {
    let id: Int
    let name: String
    let description: String?
    let language: String?
    let stargazersCount: Int
    let forksCount: Int
    let updatedAt: String

    enum CodingKeys: String, CodingKey {
        case id, name, description, language
        case stargazersCount = "stargazers_count"
        case forksCount = "forks_count"
        case updatedAt = "updated_at"
    }

    /// Repositories are the same when their ids are.
    static func == (a: Repository, b: Repository) -> Bool { a.id == b.id }
}
