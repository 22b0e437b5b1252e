import SwiftUI
// Stubs for 55kt/myApp TalkToMe/Screens/Settings/Views/SettingsItemView.swift (what the row uses from
// elsewhere in its app: Screens/Settings/Models/SettingsItem.swift, with the items the samples use).

struct SettingsItem {
    let imageName: String
    var imageType: ImageType = .systemImage
    let backgroundColor: Color
    let title: String

    enum ImageType {
        case systemImage, assetImage
    }
}

extension SettingsItem {
    static let starredMessages = SettingsItem(imageName: "star.fill", backgroundColor: .yellow, title: "Starred Messages")
    static let linkedDevices = SettingsItem(imageName: "laptopcomputer", backgroundColor: .green, title: "Linked Devices")
    static let privacy = SettingsItem(imageName: "lock.fill", backgroundColor: .cyan, title: "Privacy")
    static let chats = SettingsItem(imageName: "whatsapp-black", imageType: .assetImage, backgroundColor: .green, title: "Chats")
    static let notifications = SettingsItem(imageName: "bell.badge.fill", backgroundColor: .red, title: "Notifications")
    static let encryption = SettingsItem(imageName: "lock.fill", backgroundColor: .blue, title: "Encryption")
}
