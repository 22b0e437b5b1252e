// Stub for mercari/mtc2018-app-SwiftUI (r669): the News model (Sources/Models/News.swift; English and Japanese
// messages, the English one shown here). Our own test double.
import Foundation

struct News: Codable {
    let id: String
    let date: String
    let message: String
    let messageJa: String
    let link: String

    var localizedMessage: String { message }

    static let `default` = Self(id: "id", date: "date", message: "message", messageJa: "messageJa", link: "link")
}
