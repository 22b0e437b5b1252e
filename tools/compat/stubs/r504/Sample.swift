import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The paywall's list of what a plan includes.
    VStack(alignment: .leading, spacing: 10) {
        CheckmarkRow(text: "Access to all Blink.app features and Blink+ services")
        CheckmarkRow(text: "Interruption free usage", checkedIcon: "infinity")
        CheckmarkRow(text: "Build: 1 TB of network transfer", checked: false)
        CheckmarkRow(text: "Could not restore your purchases", failed: true)
    }
    .padding()
}
