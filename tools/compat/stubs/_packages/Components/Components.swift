import SwiftUI
// Stub of villeheikkila/Tastybytes's local package Components (Packages/Components): what the
// corpus rows use.

/// A button whose action is async; disabled while the action runs.
public struct AsyncButton<LabelView: View>: View {
    @State private var task: Task<Void, Never>?

    let role: ButtonRole?
    let action: () async -> Void
    let label: (Bool) -> LabelView

    public init(role: ButtonRole? = nil, action: @escaping () async -> Void, @ViewBuilder label: @escaping (Bool) -> LabelView) {
        self.role = role
        self.action = action
        self.label = label
    }

    public init(role: ButtonRole? = nil, action: @escaping () async -> Void, @ViewBuilder label: @escaping () -> LabelView) {
        self.init(role: role, action: action) { _ in label() }
    }

    public var body: some View {
        Button(role: role) {
            task = Task {
                await action()
                task = nil
            }
        } label: {
            label(task != nil)
        }
        .disabled(task != nil)
    }
}

public extension AsyncButton where LabelView == Text {
    init(_ label: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () async -> Void) {
        self.init(role: role, action: action) { _ in Text(label) }
    }

    @_disfavoredOverload
    init(_ label: String, role: ButtonRole? = nil, action: @escaping () async -> Void) {
        self.init(role: role, action: action) { _ in Text(label) }
    }
}

public extension AsyncButton where LabelView == Label<Text, Image> {
    init(_ title: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () async -> Void) {
        self.init(role: role, action: action) { _ in Label(title, systemImage: systemImage) }
    }
}
