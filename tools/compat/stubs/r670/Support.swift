// Stub for mercari/mtc2018-app-SwiftUI (r670): the Exhibition model (Sources/Models/Exhibition.swift; the
// English title and description shown). Our own test double.
import Foundation

struct Exhibition: Codable {
    let id: String
    let place: String
    let title: String
    let titleJa: String
    let description: String
    let descriptionJa: String
    let exhibitionImage: String
    let boothImage: String

    var localizedTitle: String { title }
    var localizedDescription: String { description }

    static let `default` = Self(id: "id", place: "place", title: "title", titleJa: "titleJa",
                                description: "description", descriptionJa: "descriptionJa",
                                exhibitionImage: "exhibitionImage", boothImage: "boothImage")
}
