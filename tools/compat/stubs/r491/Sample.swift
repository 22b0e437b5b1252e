import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The ride details' preferences section.
    List {
        Section("Preferences") {
            PreferenceRow(icon: "checkmark.circle", title: "Automatic acceptance", value: true, activeColor: .green)
            PreferenceRow(icon: "smoke", title: "Smoking allowed", value: false, activeColor: .orange)
            PreferenceRow(icon: "pawprint", title: "Pets allowed", value: true, activeColor: .brown)
            PreferenceRow(icon: "person.2", title: "Max two in the back", value: false, activeColor: .blue)
        }
    }
}
