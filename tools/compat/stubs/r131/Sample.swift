import SwiftUI

@MainActor func makeSampleRow() -> some View {
    CourseCard(course: Course(
        id: 7,
        title: "Introduction to SwiftUI",
        description: "Build your first app.",
        date: "2024-07-06",
        author: "Ana Ioramashvili",
        thumbnailURL: "https://example.com/courses/swiftui.png",
        content: "",
        sourceURL: "https://example.com/courses/swiftui",
        type: 1,
        category: 2,
        organizationId: 3
    ))
}
