import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The Hub tab stacks its cards on the grouped background.
    VStack(spacing: 14) {
        HubCard(icon: "infrared", title: "Infrared", image: "InfraredRemote",
                subtitle: "Remote Control", description: "Control your devices with Flipper's infrared remotes") {
            EmptyView()
        }
        HubCard(icon: "nfc", title: "NFC Tools", image: "NFCTools",
                subtitle: "Mfkey32 (Detect Reader)", description: "Calculate MIFARE Classic card keys using Flipper") {
            Text("3")
                .font(.system(size: 12, weight: .bold))
                .foregroundColor(.white)
                .padding(.horizontal, 6)
                .background(Capsule().fill(Color.a1))
        }
    }
    .padding()
    .background(Color.background)
}
