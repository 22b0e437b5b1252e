import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        SettingsRow(title: "Server URL") {
            Text("https://music.example.org").foregroundColor(.secondary)
        }
        SettingsRow(title: "Username") {
            Text("alex").foregroundColor(.secondary)
        }
        SettingsRow(title: "Songs", orientation: .vertical) {
            Text("12,408 songs · 1,022 albums · 311 artists").font(.caption).foregroundColor(.secondary)
        }
        SettingsCheckBoxRow(title: "Auto cache played songs", isOn: .constant(true))
        SettingsButtonRow(title: "Logout", actionType: .destructive) {}
    }
}
