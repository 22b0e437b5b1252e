// Stubs for maunutatu/job-app (Jobitti, r871): the job posting and its schedule (Models/Job.swift,
// Models/JobSchedule.swift) and the preview data (Helpers/PreviewData.swift: loaded from the sample job
// service in the app, written out here). Our own test doubles with the app's names and Finnish postings.
import Foundation

enum JobSchedule: Equatable, Codable, Hashable {
    case flexible
    case hours(start: Int, end: Int)
    case other(String)
}

struct Job: Identifiable, Codable, Hashable {
    let id: Int
    let title: String
    let description: String
    let salary: Decimal
    let company: String
    let datePosted: Date
    let startDate: Date
    let endDate: Date?
    let location: String
    let field: String
    let workingHours: String
    let employmentType: String
    let schedule: JobSchedule
}

enum PreviewData {
    static let sampleJobs: [Job] = [
        Job(id: 1, title: "Kesätyöntekijä, kahvila", description: "Asiakaspalvelua ja kahvin valmistusta kiireisessä kahvilassa.",
            salary: 12.5, company: "Kahvila Aalto", datePosted: Date(timeIntervalSince1970: 1_764_000_000),
            startDate: Date(timeIntervalSince1970: 1_780_000_000), endDate: nil, location: "Helsinki", field: "Ravintola",
            workingHours: "30 h/vko", employmentType: "Määräaikainen", schedule: .flexible),
        Job(id: 2, title: "Varastotyöntekijä", description: "Keräilyä ja pakkaamista iltavuorossa.", salary: 14,
            company: "Logistiikka Oy", datePosted: Date(timeIntervalSince1970: 1_764_100_000),
            startDate: Date(timeIntervalSince1970: 1_765_000_000), endDate: nil, location: "Vantaa", field: "Logistiikka",
            workingHours: "37,5 h/vko", employmentType: "Vakituinen", schedule: .hours(start: 14, end: 22)),
    ]

    static let sampleJob = sampleJobs[0]
}
