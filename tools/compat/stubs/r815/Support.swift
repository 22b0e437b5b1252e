// Stubs for zhangyun199/CodexMonitor's iOS app (r815): the store's connection state and reconnect
// (ios/CodexMonitorMobile/CodexMonitorMobile/CodexStore.swift; no daemon here) and the card container
// (Views/GlassComponents.swift: Liquid Glass in the app, a thin material with a light rim here). Our own
// test doubles with the app's names.
import SwiftUI

final class CodexStore: ObservableObject {
    enum ConnectionState: Equatable {
        case disconnected
        case connecting
        case connected
        case error(String)
    }

    @Published var connectionState: ConnectionState

    init(connectionState: ConnectionState = .disconnected) {
        self.connectionState = connectionState
    }

    func connect() { connectionState = .connecting }
}

struct GlassCard<Content: View>: View {
    let id: String
    @ViewBuilder var content: Content

    init(id: String = UUID().uuidString, @ViewBuilder content: () -> Content) {
        self.id = id
        self.content = content()
    }

    var body: some View {
        content
            .padding(14)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 18))
            .overlay(RoundedRectangle(cornerRadius: 18).strokeBorder(.white.opacity(0.18), lineWidth: 1))
    }
}
