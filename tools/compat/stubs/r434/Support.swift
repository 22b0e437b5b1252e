import CoreData
import Foundation
// Stubs for xlykaios/BananaRepo Taskable/Taskable/Views/HomePage/TaskRow.swift: the Core Data class
// Tasky (Model/CoreDataStuff/Tasky.swift; its @NSManaged attributes as stored properties) with its
// priority accessor (Identifiable comes with NSManagedObject), and Priority (Model/Priority.swift,
// as there).

public class Tasky: NSManagedObject {
    public var id = UUID()
    public var title = ""
    public var bio = ""
    public var priorityNumber: Int32 = 1
    public var isDone = false
    public var deadline = Date()
}

extension Tasky {
    var priority: Priority {
        get { Priority(rawValue: Int(priorityNumber)) ?? .normal }
        set { priorityNumber = Int32(newValue.rawValue) }
    }
}

enum Priority: Int, Identifiable, Hashable, CaseIterable {
    case urgent = 0
    case normal = 1
    case all = 2
    case today = 3

    var id: Self { self }

    var title: String {
        switch self {
        case .urgent: "Urgent"
        case .normal: "Normal"
        case .all: "All"
        case .today: "Today"
        }
    }
}
