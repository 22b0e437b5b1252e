import SwiftUI
import PortainerKit
// Stubs for rrroyal/Harbour Harbour/UI/Views/ContainersView/List/ContainersView.ListView+ContainerCell.swift (what the row uses from elsewhere in its app).

extension Container {
    /// Display name of this container (its first name, without the leading "/").
    var displayName: String? {
        guard let firstName = names?.first else { return nil }
        return firstName.starts(with: "/") ? String(firstName.dropFirst()) : firstName
    }

    /// A container restored from the local cache rather than fetched live.
    var _isStored: Bool {
        status == nil && imageID == nil && created == nil
    }

    static func preview(id: String = "Container", name: String = "PreviewContainer", state: Container.State = .running) -> Self {
        self.init(id: id, names: [name], image: "preview@latest", imageID: "1234", command: nil, created: Date.now,
                  ports: nil, labels: nil, state: state, status: "Running (5 days)", mounts: nil)
    }
}

// (The app picks Color(uiColor: .systemGreen) etc. under canImport(UIKit); the stub uses SwiftUI's.)
extension Container.State {
    var color: Color {
        switch self {
        case .created: .yellow
        case .running: .green
        case .paused: .orange
        case .restarting: .blue
        case .removing: Color(white: 0.67)
        case .exited: Color(white: 0.33)
        case .dead: .gray
        }
    }

    var title: String { rawValue.localizedCapitalized }
}

extension Container.State? {
    var color: Color { self?.color ?? Color.gray.opacity(0.3) }
    var title: String { self?.title ?? String(localized: "PortainerKit.Container.State.Unknown") }
}

public final class PortainerStore: ObservableObject {
    @Published var containers: [Container] = []
    var removedContainerIDs: Set<Container.ID> = []
    init() {}
}

extension Color {
    static let groupedBackground = Color(red: 0.95, green: 0.95, blue: 0.97)
}

struct ContainersView: View {
    var body: some View {
        ListView(containers: [.preview()])
    }

    struct ListView: View {
        let containers: [Container]
        var body: some View {
            List {
                ForEach(containers) { container in
                    ContainerCell(container: container)
                }
            }
        }
    }
}
