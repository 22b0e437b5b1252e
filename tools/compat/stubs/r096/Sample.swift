import SwiftUI

@MainActor func makeSampleRow() -> some View {
    NoInternetConnectionBanner()
        .environmentObject(NetworkMonitor(isConnected: false))
}
