import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack {
        LessonLinkCard(lesson: Lesson(id: 0, title: "Constants and Variables", video: "https://codewithchris.github.io/learningjson/Lesson 1.mp4", duration: "17 minutes", explanation: ""))
        LessonLinkCard(lesson: Lesson(id: 1, title: "Data Types", video: "https://codewithchris.github.io/learningjson/Lesson 2.mp4", duration: "12 minutes", explanation: ""))
    }
}
