// Stubs for arnarayan/Module5Lesson2 Module5Lesson2/Views/LessonLinkCard.swift (what the row uses from
// elsewhere in its app: Models/Lesson.swift).

struct Lesson: Identifiable, Decodable {
    var id: Int?
    var title: String?
    var video: String?
    var duration: String?
    var explanation: String?
    static var NullLesson: Lesson = Lesson()
}
