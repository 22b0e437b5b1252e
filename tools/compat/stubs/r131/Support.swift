import SwiftUI
// Stubs for AnaIoramashvili/TechXPlore E-swavle/Presentation/Courses/View/CourseCard.swift (what the row uses from elsewhere in its app).

struct Course: Identifiable, Codable {
    let id: Int
    let title: String
    let description: String
    let date: String
    let author: String
    let thumbnailURL: String
    let content: String
    let sourceURL: String
    let type: Int
    let category: Int
    let organizationId: Int
}
