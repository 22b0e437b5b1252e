import SwiftUI

// Settings › Privacy: toggles at the end of the rows.
@MainActor func makeSampleRow() -> some View {
    List {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text("Read Receipts").font(.system(size: 16, weight: .bold))
                Text("Show read receipts for all messages you send and receive.")
                    .font(.system(size: 12))
                    .foregroundColor(.secondary)
            }
            Spacer()
            AnimatedToggle(value: true, oldValue: nil, allowHitTesting: true,
                           accessibility: Accessibility(identifier: "Read Receipts - Switch"))
        }
        HStack {
            Text("Typing Indicators").font(.system(size: 16, weight: .bold))
            Spacer()
            AnimatedToggle(value: false, oldValue: true, allowHitTesting: true,
                           accessibility: Accessibility(identifier: "Typing Indicators - Switch"))
        }
    }
}
