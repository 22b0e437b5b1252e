import SwiftUI

@MainActor func makeSampleRow() -> some View {
    RelayStatusView(connection: RelayConnection(isConnected: true))
}
