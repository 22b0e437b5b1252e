import SwiftUI

// Ping dots beside server names: online, outdated, unreachable.
@MainActor func makeSampleRow() -> some View {
    List {
        HStack { Text("Hypixel"); Spacer(); PingIndicator(color: .green) }
        HStack { Text("Old survival world"); Spacer(); PingIndicator(color: .yellow) }
        HStack { Text("Friends' server"); Spacer(); PingIndicator(color: .red) }
    }
}
