import SwiftUI

private struct RecoverySample: View {
    @State private var privateKey = true
    @State private var cloud = false
    var body: some View {
        ZStack {
            Color.bgPrimary.ignoresSafeArea()
            VStack(spacing: 12) {
                RecoveryMethodItem(icon: .key2Line, title: "Private Key", description: "Use your private key to recover your account",
                                   isRecommended: true, isDisabled: false) { AppToggle(isOn: $privateKey) }
                RecoveryMethodItem(icon: .userLine, title: "Social recovery", description: "Coming soon",
                                   isRecommended: false, isDisabled: true) { AppToggle(isOn: $cloud) }
            }
            .padding(20)
        }
    }
}

// Account recovery: the methods, the recommended one flagged.
@MainActor func makeSampleRow() -> some View {
    RecoverySample()
}
