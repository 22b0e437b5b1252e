// Stand-in for taskchamp's taskchampShared module (taskchampShared/Sources): a Taskwarrior task with its
// priority and its due date as the list shows it (medium date, short time, relative wording), the tag
// model (a SwiftData model in the app; a plain class here, since package stubs are emitted without the
// macro plug-ins) and the app's symbol names. Our own test double with the module's names.
import Foundation

public struct TCTask: Codable, Hashable {
    public enum Priority: String, Codable, Comparable, CaseIterable {
        case none = "None"
        case high = "H"
        case medium = "M"
        case low = "L"

        public static func < (lhs: Priority, rhs: Priority) -> Bool {
            let rank: [Priority: Int] = [.none: 0, .low: 1, .medium: 2, .high: 3]
            return rank[lhs]! < rank[rhs]!
        }
    }

    public enum Status: String, Codable {
        case pending, completed, deleted, recurring
    }

    public var uuid: String
    public var project: String?
    public var description: String
    public var status: Status
    public var priority: Priority?
    public var due: Date?
    public var recur: String?

    public init(uuid: String = UUID().uuidString, project: String? = nil, description: String,
                status: Status = .pending, priority: Priority? = nil, due: Date? = nil, recur: String? = nil) {
        self.uuid = uuid
        self.project = project
        self.description = description
        self.status = status
        self.priority = priority
        self.due = due
        self.recur = recur
    }

    public var isCompleted: Bool { status == .completed }
    public var isDeleted: Bool { status == .deleted }
    public var isRecurring: Bool { recur != nil }

    public var localDate: String {
        guard let due else { return "" }
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.doesRelativeDateFormatting = true
        return formatter.string(from: due)
    }
}

public final class TCTag: Hashable {
    public var name: String

    public init(name: String) { self.name = name }

    public static func == (lhs: TCTag, rhs: TCTag) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

public enum SFSymbols: String {
    case recurringTask = "repeat"
    case tag = "tag"
    case cloud = "icloud"
    case calendar = "calendar"
}
