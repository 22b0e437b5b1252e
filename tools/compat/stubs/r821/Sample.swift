import SwiftUI

// The onboarding connect screen's pinned status, in its three states.
@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        ConnectionStatusPill(color: .secondary, message: "Checking your Nightscout site…", isLoading: true)
        ConnectionStatusPill(color: .green, message: "Connected to nightscout.example.org",
                             systemImage: "checkmark.circle.fill")
        ConnectionStatusPill(color: .red, message: "The token was refused. Check that it has the readable role.",
                             systemImage: "exclamationmark.triangle.fill")
    }
    .padding()
}
