// Stubs for JorgeCortes02/SecondMindAppSchool shared by its rows (r769, r770): the SwiftData models
// (Models/Models.swift: projects, events and tasks; only the attributes the rows read) and the app's
// date helpers object (Services/Utils/generalFunctions.swift, an environment object; Spanish dates as
// the app formats them). Our own test doubles with the app's names.
import SwiftUI
import SwiftData

enum ActivityStatus: String, Codable {
    case on
    case off
}

@Model
class Project {
    var title: String
    var endDate: Date?
    var status: ActivityStatus
    var descriptionProject: String?
    @Relationship(deleteRule: .cascade) var tasks: [TaskItem] = []

    init(title: String, endDate: Date? = nil, status: ActivityStatus = .on, description: String? = nil) {
        self.title = title
        self.endDate = endDate
        self.status = status
        self.descriptionProject = description
    }
}

@Model
class Event {
    var title: String
    var endDate: Date
    var status: ActivityStatus
    var descriptionEvent: String?
    var project: Project?

    init(title: String, endDate: Date, status: ActivityStatus = .on, description: String? = nil, project: Project? = nil) {
        self.title = title
        self.endDate = endDate
        self.status = status
        self.descriptionEvent = description
        self.project = project
    }
}

@Model
class TaskItem {
    var title: String
    var completeDate: Date?

    init(title: String, completeDate: Date? = nil) {
        self.title = title
        self.completeDate = completeDate
    }
}

class generalFunctions: ObservableObject {
    func formattedDateShort(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "es_ES")
        formatter.dateStyle = .medium
        return formatter.string(from: date)
    }

    func extractHour(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
}

extension Color {
    /// The app's event accent (asset colour "eventButtonColor", read by name).
    static let eventButtonColor = Color("eventButtonColor")
}
