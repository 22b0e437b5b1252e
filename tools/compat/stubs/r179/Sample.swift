import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack {
        FRExpirationPillView(
            title: "Install",
            revoked: false,
            expiration: Date().addingTimeInterval(86400 * 6 + 3600).expirationInfo()
        )
        FRExpirationPillView(title: "Sign", revoked: false, expiration: nil)
    }
}
