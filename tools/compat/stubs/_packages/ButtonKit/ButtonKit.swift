import SwiftUI
// Stub of the ButtonKit package (Dean151/ButtonKit): the API corpus rows use. An AsyncButton runs
// its throwing async action in a task and is disabled while it runs.

public struct AsyncButton<S: View>: View {
    @State private var task: Task<Void, Never>?
    let role: ButtonRole?
    let action: () async throws -> Void
    let label: S

    public init(role: ButtonRole? = nil, action: @escaping () async throws -> Void, @ViewBuilder label: () -> S) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: some View {
        Button(role: role) {
            task = Task {
                try? await action()
                task = nil
            }
        } label: {
            label
        }
        .disabled(task != nil)
    }
}

extension AsyncButton where S == Text {
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () async throws -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

/// How an AsyncButton looks while its action runs.
public struct AsyncButtonStyleKind: Sendable {
    let name: String
    public static let plainStyle = AsyncButtonStyleKind(name: "plain")
    public static let overlay = AsyncButtonStyleKind(name: "overlay")
    public static let leading = AsyncButtonStyleKind(name: "leading")
    public static let trailing = AsyncButtonStyleKind(name: "trailing")
    public static let none = AsyncButtonStyleKind(name: "none")
}

extension View {
    public func asyncButtonStyle(_ style: AsyncButtonStyleKind) -> some View { self }
}
