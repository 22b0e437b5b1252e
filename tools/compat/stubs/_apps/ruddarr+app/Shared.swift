// Stubs shared by the ruddarr/app rows (r617, r618): the app-wide `dependencies` with its Router and
// TabItem (Dependencies/), ContentView and View.withAppState() that the previews use, AppSettings with its
// Theme tint (Services/), LabeledGroupBox (Views/Shared/LabeledGroupBox.swift, a rounded card with a
// headline label), Bullet (Views/Shared/Toolbar.swift), formatAge (Utilities/Formatters.swift) and
// String.breakable (Utilities/Helpers.swift). Our own test doubles: no API, no instances.
import SwiftUI
import Observation

enum TabItem: String, Identifiable, Hashable, Sendable {
    var id: Self { self }
    case movies, series, calendar, activity, search, settings
}

@MainActor @Observable final class Router {
    nonisolated init() {}
    var selectedTab: TabItem = .movies
}

@MainActor final class Dependencies {
    let router = Router()
}

@MainActor let dependencies = Dependencies()

enum Theme: String, CaseIterable {
    case factory, barbie, blues
    var tint: Color {
        switch self {
        case .factory: return Color(red: 0.0, green: 0.48, blue: 1.0)
        case .barbie: return Color(red: 0.93, green: 0.29, blue: 0.6)
        case .blues: return Color(red: 0.2, green: 0.4, blue: 0.8)
        }
    }
}

@MainActor @Observable final class AppSettings {
    var theme: Theme = .factory
}

extension View {
    @MainActor func withAppState() -> some View {
        self
            .environment(AppSettings())
            .tint(AppSettings().theme.tint)
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            Text("Ruddarr").navigationTitle("Activity")
        }
    }
}

struct LabeledGroupBox<Content: View, Label: View>: View {
    let content: () -> Content
    let label: () -> Label

    init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: @escaping () -> Label) {
        self.content = content
        self.label = label
    }

    init(@ViewBuilder content: @escaping () -> Content) where Label == EmptyView {
        self.content = content
        self.label = { EmptyView() }
    }

    var body: some View {
        VStack {
            VStack(alignment: .leading) { label() }
                .font(.headline)
                .frame(maxWidth: .infinity, alignment: .leading)
            content()
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .fill(Color(uiColor: .secondarySystemBackground))
        )
    }
}

struct Bullet: View {
    var body: some View {
        Text(verbatim: "•")
    }
}

func formatAge(_ ageInMinutes: Float) -> String {
    let minutes = Int(ageInMinutes)
    if minutes < 60 { return "\(minutes) minutes" }
    let hours = minutes / 60
    if hours < 24 { return "\(hours) hours" }
    return "\(hours / 24) days"
}

extension String {
    /// Inserts zero-width spaces after dots, dashes and underscores so long release names wrap.
    func breakable(minimumTail: Int = 0) -> String {
        var out = ""
        for ch in self {
            out.append(ch)
            if ch == "." || ch == "_" || ch == "-" { out.append("\u{200B}") }
        }
        return out
    }
}
