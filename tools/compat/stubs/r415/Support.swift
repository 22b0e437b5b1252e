import SwiftUI
// Stubs for githubbzxs/Pomlist Pomlist/Views/TodayView.swift (its CompactTaskRow is the row; the
// rest of the file needs these too): the models in Models/PomlistModels.swift (TaskStatus, PomTask,
// SessionTaskSnapshot, FocusSession), PomlistStore (Services/PomlistStore.swift, an in-memory
// store with the members the file calls), PomlistStyle, ContentUnavailableTaskView and
// PomlistFormatters (Views/PomlistSupport.swift), and placeholders for TaskSelectionView and
// TaskEditorView (the sheets the screen opens).

enum TaskStatus: String, CaseIterable, Codable, Identifiable {
    case todo
    case completed
    case archived

    var id: String { rawValue }
}

enum FocusSessionState: String, Codable {
    case active
    case ended
}

struct PomTask: Identifiable, Codable, Equatable {
    var id: UUID
    var title: String
    var notes: String
    var category: String
    var tags: [String]
    var status: TaskStatus
    var createdAt: Date
    var updatedAt: Date
    var completedAt: Date?

    init(id: UUID = UUID(), title: String, notes: String = "", category: String = "默认", tags: [String] = [],
         status: TaskStatus = .todo, createdAt: Date = Date(), updatedAt: Date = Date(), completedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.notes = notes
        self.category = category
        self.tags = tags
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.completedAt = completedAt
    }
}

struct SessionTaskSnapshot: Identifiable, Codable, Equatable {
    var id: UUID
    var taskId: UUID
    var titleSnapshot: String
    var categorySnapshot: String
    var tagSnapshot: [String]
    var orderIndex: Int
    var isCompletedInSession: Bool
    var completedAt: Date?

    init(task: PomTask, orderIndex: Int) {
        id = UUID()
        taskId = task.id
        titleSnapshot = task.title
        categorySnapshot = task.category
        tagSnapshot = task.tags
        self.orderIndex = orderIndex
        isCompletedInSession = task.status == .completed
        completedAt = task.status == .completed ? task.completedAt ?? Date() : nil
    }
}

struct FocusSession: Identifiable, Codable, Equatable {
    var id = UUID()
    var state: FocusSessionState = .active
    var startedAt = Date()
    var endedAt: Date?
    var elapsedSeconds = 0
    var tasks: [SessionTaskSnapshot] = []

    var totalTaskCount: Int { tasks.count }
    var completedTaskCount: Int { tasks.filter(\.isCompletedInSession).count }
    var completionRate: Double {
        totalTaskCount > 0 ? Double(completedTaskCount) / Double(totalTaskCount) : 0
    }

    func elapsedSecondsNow(referenceDate: Date = Date()) -> Int {
        state == .ended ? elapsedSeconds : max(0, Int(referenceDate.timeIntervalSince(startedAt)))
    }
}

final class PomlistStore: ObservableObject {
    @Published var tasks: [PomTask]
    @Published var sessions: [FocusSession]

    init(tasks: [PomTask] = [], sessions: [FocusSession] = []) {
        self.tasks = tasks
        self.sessions = sessions
    }

    var activeSession: FocusSession? { sessions.first { $0.state == .active } }
    var endedSessions: [FocusSession] { sessions.filter { $0.state == .ended } }
    var todayTasks: [PomTask] { tasks.filter { $0.status != .archived } }

    func setTaskStatus(_ taskID: UUID, status: TaskStatus) {
        guard let index = tasks.firstIndex(where: { $0.id == taskID }) else { return }
        tasks[index].status = status
        tasks[index].completedAt = status == .completed ? Date() : nil
    }

    func toggleSessionTask(_ snapshotID: UUID) {
        guard let s = sessions.firstIndex(where: { $0.state == .active }),
              let t = sessions[s].tasks.firstIndex(where: { $0.id == snapshotID }) else { return }
        sessions[s].tasks[t].isCompletedInSession.toggle()
    }

    func endActiveSession() {
        guard let s = sessions.firstIndex(where: { $0.state == .active }) else { return }
        sessions[s].state = .ended
        sessions[s].endedAt = Date()
    }
}

enum PomlistStyle {
    static func categoryColor(_ category: String) -> Color {
        let palette: [Color] = [.accentColor, .orange, .blue, .pink, .purple]
        let seed = category.unicodeScalars.reduce(0) { $0 + Int($1.value) }
        return palette[seed % palette.count]
    }
}

struct ContentUnavailableTaskView: View {
    var systemImage: String
    var title: String
    var message: String

    var body: some View {
        ContentUnavailableView(title, systemImage: systemImage, description: Text(message))
    }
}

enum PomlistFormatters {
    static let dayTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "zh_CN")
        formatter.dateFormat = "M 月 d 日 HH:mm"
        return formatter
    }()

    static func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60
        return minutes >= 60 ? "\(minutes / 60)h \(minutes % 60)m" : "\(max(1, minutes))m"
    }

    static func clock(_ seconds: Int) -> String {
        let safe = max(0, seconds)
        let h = safe / 3600, m = (safe % 3600) / 60, s = safe % 60
        return h > 0 ? String(format: "%02d:%02d:%02d", h, m, s) : String(format: "%02d:%02d", m, s)
    }

    static func percent(_ value: Double) -> String {
        "\(Int((value * 100).rounded()))%"
    }
}

struct TaskSelectionView: View {
    enum Mode {
        case start
        case append
    }

    var mode: Mode

    var body: some View {
        Text(mode == .start ? "选择本轮任务" : "追加任务")
    }
}

struct TaskEditorView: View {
    var body: some View {
        Text("新增任务")
    }
}
