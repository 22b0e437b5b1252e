import SwiftUI
// Stubs for stackk1/Liftoff-Launcher Liftoff/Learning/Views/ContentViewRow.swift (what the row uses from elsewhere in its app).

struct Lesson: Decodable, Identifiable {
    var id: Int
    var title: String
    var video: String
    var duration: String
    var explanation: String
}

struct Content: Decodable, Identifiable {
    var id: Int
    var image: String
    var time: String
    var description: String
    var lessons: [Lesson]
}

struct Module: Decodable, Identifiable {
    var id: Int
    var category: String
    var content: Content
}

/// Learning-module state (the app decodes data.json from the bundle).
class ContentModel: ObservableObject {
    @Published var modules = [Module]()
    @Published var currentModule: Module?

    init() {
        let lessons = [
            Lesson(id: 0, title: "Variables and Constants", video: "", duration: "8 minutes", explanation: ""),
            Lesson(id: 1, title: "Functions", video: "", duration: "12 minutes", explanation: ""),
        ]
        let module = Module(id: 0, category: "Swift",
                            content: Content(id: 0, image: "swift", time: "20 Minutes", description: "Learn the basics", lessons: lessons))
        modules = [module]
        currentModule = module
    }
}
