import SwiftUI
import UIKit

// The banner under the chat header while Bluetooth is off, then the one for a blocked Tor bootstrap.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        ConnectivityStatusBanner(issue: .bluetoothOff)
        Divider()
        ConnectivityStatusBanner(issue: .torBlocked)
        Spacer(minLength: 40)
    }
    .background(Color(UIColor.systemBackground))
}
