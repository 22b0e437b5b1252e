import SwiftUI

// Stub of doordash-oss/swiftui-preview-snapshots' PreviewSnapshots module: named configurations
// of a state and the view built from each. PreviewSnapshotsTesting's assertSnapshots snapshots
// `configure(configuration.state)` once per configuration, named after it.
public struct PreviewSnapshots<State> {
    public struct Configuration {
        public var name: String
        public var state: State
        public init(name: String, state: State) {
            self.name = name
            self.state = state
        }
    }

    public var configurations: [Configuration]
    public var configure: (State) -> AnyView

    public init<Content: View>(configurations: [Configuration], configure: @escaping (State) -> Content) {
        self.configurations = configurations
        self.configure = { AnyView(configure($0)) }
    }

    /// One configuration per state, named by `name` (vsurf-demo's `name: \.rawValue`).
    public init<Content: View>(states: [State], name: @escaping (State) -> String, @ViewBuilder configure: @escaping (State) -> Content) {
        self.configurations = states.map { Configuration(name: name($0), state: $0) }
        self.configure = { AnyView(configure($0)) }
    }

    public var previews: some View {
        ForEach(configurations.indices, id: \.self) { index in
            configure(configurations[index].state)
                .previewDisplayName(configurations[index].name)
        }
    }

}
