import SwiftUI

// Settings: profile and security rows on the app's list.
@MainActor func makeSampleRow() -> some View {
    List {
        Section {
            SettingsRowView(title: "Recovery kit", withArrow: true) {
                Image(.recoveryKit)
                    .overlay(AlertIndicatorView(fillColor: Color(.rose)).offset(x: 2.5, y: -2.5),
                             alignment: .topTrailing)
            }
            SettingsRowView(title: "Username", withArrow: true) {
                Image(systemName: "person.crop.circle")
            }
            SettingsRowView(title: "Sign out", withArrow: false) {
                Image(systemName: "rectangle.portrait.and.arrow.right")
                    .foregroundColor(Color(.rose))
            }
        }
    }
}
