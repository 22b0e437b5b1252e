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

    /// One configuration per named state (doordash-oss/swiftui-preview-snapshots' own example app and
    /// tests: `PreviewSnapshots(states:configure:)` where the state is a `NamedPreviewState`).
    public init<Content: View>(states: [State], configure: @escaping (State) -> Content) where State: NamedPreviewState {
        self.init(states: states, name: { $0.name }, configure: configure)
    }

    public var previews: some View {
        ForEach(configurations.indices, id: \.self) { index in
            configure(configurations[index].state)
                .previewDisplayName(configurations[index].name)
        }
    }

}

/// A preview state that names its own configuration.
public protocol NamedPreviewState {
    var name: String { get }
}
