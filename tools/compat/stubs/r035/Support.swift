import SwiftUI
import PortainerKit
// Stubs for rrroyal/Harbour HarbourWidgets/Widgets/ContainerStatus/Views/ContainerStatusWidget+SingleContainerView.swift (what the row uses from elsewhere in its app).
// (In the app these are WidgetKit/AppIntents types — Widget, TimelineEntry, AppIntentTimelineProvider,
// WidgetConfigurationIntent, AppEntity; the stubs are plain types with the members the row reads.)

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
    var title: String { self?.title ?? "Unknown" }
}

extension Color {
    static let widgetBackground = Color(red: 0.11, green: 0.11, blue: 0.12)
}

struct IntentContainer: Identifiable, Hashable {
    var _id: Container.ID
    var name: String?
    var status: String?
    var id: String { _id }

    init(id: Container.ID, name: String?, status: String? = nil) {
        self._id = id
        self.name = name
        self.status = status
    }

    static func preview(id: String = "PreviewContainerID", name: String = "PreviewContainer") -> Self {
        IntentContainer(id: id, name: name, status: "Up 5 days")
    }
}

struct ContainerStatusWidget {
    final class Intent {
        var containers: [IntentContainer] = []
        init(containers: [IntentContainer] = []) { self.containers = containers }
    }

    struct Entry {
        enum Result: Identifiable {
            case unconfigured
            case containers([Container?])
            case unreachable
            case error(Error)

            var id: Int {
                switch self {
                case .unconfigured: 0
                case .containers: 1
                case .unreachable: -1
                case .error: -2
                }
            }
        }

        let date: Date
        let configuration: ContainerStatusWidget.Intent
        let result: Result
        var isPlaceholder = false
    }

    struct Provider {
        typealias Entry = ContainerStatusWidget.Entry
    }

    /// One container's state, name and status in a widget tile.
    struct ContainerView: View {
        var entry: ContainerStatusWidget.Provider.Entry
        var intentContainer: IntentContainer
        var container: Container?

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Text(container?.state.title ?? Container.State?.none.title)
                        .font(.footnote.weight(.medium))
                        .foregroundStyle(container?.state.color ?? Container.State?.none.color)
                    Spacer()
                    Circle()
                        .fill(container?.state.color ?? Container.State?.none.color)
                        .frame(width: 8, height: 8)
                }
                Text(entry.date, style: .relative)
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
                Spacer()
                Text(container?.names?.first ?? intentContainer.name ?? intentContainer._id)
                    .font(.headline)
                Text(container?.status ?? intentContainer.status ?? "")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }
}

/// "Select a container" and the like, centred in the widget.
struct StatusFeedbackView: View {
    enum Mode {
        case selectContainer(long: Bool = true)
        case containerNotFound

        var title: LocalizedStringKey {
            switch self {
            case .selectContainer(let long):
                long ? "StatusFeedbackView.Headline.SelectContainer.Long" : "StatusFeedbackView.Headline.SelectContainer.Short"
            case .containerNotFound:
                "StatusFeedbackView.Headline.ContainerNotFound"
            }
        }
    }

    var mode: Mode

    var body: some View {
        Text(mode.title)
            .font(.body)
            .fontWeight(.medium)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
