import SwiftUI

@MainActor func makeSampleRow() -> some View {
    AvatarNameView(name: "Fred", avatarSize: 32)
}
