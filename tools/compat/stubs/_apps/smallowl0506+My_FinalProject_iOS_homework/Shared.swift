import Foundation
// Stubs for smallowl0506/My_FinalProject_iOS_homework shared by its rows: the decoded models Coffee
// (coffee.swift), Post with MediaMeta (Post.swift) and Forum (Forum.swift), as there.

struct Coffee: Codable {
    var name: String
    var address: String
    var url: URL
}

struct Post: Codable {
    let id: Int
    let title: String
    let excerpt: String
    let commentCount: Int
    let likeCount: Int
    let forumName: String
    let gender: String
    var school: String?
    var mediaMeta: [MediaMeta]
}

struct MediaMeta: Codable {
    var url: URL
}

struct Forum: Codable {
    let alias: String
    let name: String
    let description: String
    let subscriptionCount: Int
}
