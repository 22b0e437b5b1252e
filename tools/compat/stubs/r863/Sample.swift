import SwiftUI
import DeltaCore

// The server list: a compatible server, an older one, one that did not answer and one still pinging.
@MainActor func makeSampleRow() -> some View {
    let current = StatusResponse(version: .init(name: "1.21.1", protocolVersion: Constants.protocolVersion))
    let older = StatusResponse(version: .init(name: "1.16.1", protocolVersion: 736 - 200))
    let pingers = [
        Pinger(ServerDescriptor(name: "Hypixel", host: "mc.hypixel.net"), response: .success(current)),
        Pinger(ServerDescriptor(name: "Old survival world", host: "192.168.1.20", port: 25565), response: .success(older)),
        Pinger(ServerDescriptor(name: "Friends' server", host: "mc.example.org"), response: .failure(.timedOut)),
        Pinger(ServerDescriptor(name: "Local test", host: "localhost"), response: nil),
    ]
    return NavigationView {
        List(pingers, id: \.descriptor) { pinger in
            ServerListItem(pinger: pinger)
        }
        .navigationTitle("Servers")
    }
}
