import SwiftUI

// The preferences form with the screen section: screen kept active, dimmed after 5 minutes idle.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        Form {
            ScreenSectionView(
                keepScreenActive: .constant(true),
                dimScreenWhenIdle: .constant(5),
                showKeepScreenActiveAlert: .constant(false)
            )
        }
        .navigationTitle("Preferences")
    }
}
