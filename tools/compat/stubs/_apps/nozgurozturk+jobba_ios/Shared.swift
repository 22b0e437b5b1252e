// Stubs for nozgurozturk/jobba_ios shared by its rows (r868–r870): the job application and the user
// (Models/Job.swift, Models/User.swift), the bundled sample data (Resource/Data.swift: read from jobs.json
// and user.json in the app, listed here) and the app's store (Store/AppData.swift). Our own test doubles
// with the app's names.
import SwiftUI

struct Job: Codable, Hashable, Identifiable {
    var id: String
    var title: String
    var company: String
    var status: Status
    var platform: String
    var description: String
    var link: String
    var tags: [String]
    var createdAt: Int
    var updatedAt: Int

    enum Status: String, Codable, CaseIterable {
        case Created
        case Waiting
        case Accepted
        case Rejected
    }
}

struct User: Codable, Hashable {
    var id: String
    var userName: String
    var email: String
    var isAuth: Bool
}

let jobJson: [Job] = [
    Job(id: "1", title: "iOS Developer", company: "Getir", status: .Waiting, platform: "LinkedIn", description: "",
        link: "", tags: ["swift", "swiftui"], createdAt: 1_593_000_000, updatedAt: 1_593_000_000),
    Job(id: "2", title: "Mobile Engineer", company: "Trendyol", status: .Created, platform: "Kariyer.net",
        description: "", link: "", tags: ["ios"], createdAt: 1_593_100_000, updatedAt: 1_593_100_000),
    Job(id: "3", title: "Senior Software Engineer, Platform", company: "Hepsiburada", status: .Rejected,
        platform: "Company site", description: "", link: "", tags: [], createdAt: 1_593_200_000, updatedAt: 1_593_200_000),
]

let userJson = User(id: "u1", userName: "ozgur", email: "ozgur@example.com", isAuth: true)

final class AppData: ObservableObject {
    @Published var user = userJson
    @Published var jobs = jobJson
}
