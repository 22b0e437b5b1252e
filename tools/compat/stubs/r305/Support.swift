import SwiftUI
// Stubs for tjswar/InstancifyV1 Instancify/Views/Components/StatusBadge.swift (what the row uses
// from elsewhere in its app: Models/EC2Instance.swift's InstanceState).

enum InstanceState: String, Codable, Equatable {
    case pending
    case running
    case shuttingDown = "shutting-down"
    case terminated
    case stopping
    case stopped
    case unknown

    var color: Color {
        switch self {
        case .running: return .green
        case .stopped: return .red
        case .pending, .shuttingDown, .stopping: return .orange
        case .terminated: return .gray
        case .unknown: return .gray
        }
    }

    var displayString: String {
        switch self {
        case .pending: return "Pending"
        case .running: return "Running"
        case .shuttingDown: return "Shutting Down"
        case .terminated: return "Terminated"
        case .stopping: return "Stopping"
        case .stopped: return "Stopped"
        case .unknown: return "Unknown"
        }
    }
}
