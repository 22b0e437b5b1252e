import SwiftUI

// The "Actions" sheet: ways to add money, on the app's light background.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 8) {
            ActionsCellView(icon: .appleIcon, title: "Bank transfer", subtitle: "0% fees", action: {})
            ActionsCellView(icon: .appleIcon, title: "Bank card", subtitle: "4.5% fees", action: {})
            ActionsCellView(icon: .appleIcon, title: "Crypto", subtitle: "Receive from another wallet", action: {})
        }
        .padding(16)
    }
    .background(Color(red: 0.97, green: 0.97, blue: 0.98))
}
