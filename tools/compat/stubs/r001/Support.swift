import SwiftUI
// Stubs for damus-io/damus damus/Features/Relays/Views/RelayStatusView.swift (what the row uses from elsewhere in its app).

class DamusColors {
    static let success = Color(red: 0.16, green: 0.62, blue: 0.33)
    static let successQuaternary = Color(red: 0.87, green: 0.96, blue: 0.89)
    static let successBorder = Color(red: 0.60, green: 0.85, blue: 0.66)
    static let warning = Color(red: 0.84, green: 0.55, blue: 0.05)
    static let warningQuaternary = Color(red: 0.99, green: 0.94, blue: 0.84)
    static let warningBorder = Color(red: 0.95, green: 0.78, blue: 0.48)
    static let danger = Color(red: 0.82, green: 0.18, blue: 0.18)
    static let dangerQuaternary = Color(red: 0.99, green: 0.89, blue: 0.89)
    static let dangerBorder = Color(red: 0.94, green: 0.60, blue: 0.60)
}

final class RelayConnection: ObservableObject {
    @Published private(set) var isConnected = false
    @Published private(set) var isConnecting = false

    init(isConnected: Bool = false, isConnecting: Bool = false) {
        self.isConnected = isConnected
        self.isConnecting = isConnecting
    }
}

struct RelayURL: Hashable {
    let url: URL
    init?(_ string: String) {
        guard let url = URL(string: string), url.scheme == "wss" || url.scheme == "ws" else { return nil }
        self.url = url
    }
}

final class RelayPool {
    struct Relay {
        let url: RelayURL
        let connection: RelayConnection
    }
}

final class NostrNetworkManager {
    var relays: [RelayURL: RelayPool.Relay] = [:]
    func getRelay(_ id: RelayURL) -> RelayPool.Relay? { relays[id] }
}

final class DamusState {
    let nostrNetwork = NostrNetworkManager()
}

let test_damus_state: DamusState = {
    let state = DamusState()
    let url = RelayURL("wss://relay.damus.io")!
    state.nostrNetwork.relays[url] = RelayPool.Relay(url: url, connection: RelayConnection(isConnected: true))
    return state
}()
