import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // MyProfilePage: the counts beside the profile picture, and the edit buttons below.
    VStack(alignment: .leading, spacing: 16) {
        HStack(spacing: 36) {
            Circle()
                .fill(Color.gray.opacity(0.3))
                .frame(width: 88, height: 88)
            ProfileNumber_text(number: 128, text: "gönderi")
            ProfileNumber_text(number: 2_431, text: "takipçi")
            ProfileNumber_text(number: 311, text: "takip")
        }
        HStack {
            ProfileButton(size: 160, text: "Profili düzenle")
            ProfileButton(size: 160, text: "Profili paylaş")
            ProfileButton(size: 36, text: "", image: "person.badge.plus")
        }
    }
    .padding()
}
