import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        SettingsRow(imageName: "person.crop.circle", title: "Edit profile", showRemainder: .constant(false))
        SettingsRow(imageName: "bell.badge", title: "Reminders", showRemainder: .constant(false))
        SettingsRow(imageName: "heart", title: "Favorites", showRemainder: .constant(false))
    }
}
