import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // ProfileHeaderView: the avatar next to three stats.
    HStack {
        Image(systemName: "person.circle.fill")
            .resizable()
            .frame(width: 80, height: 80)
            .foregroundStyle(.red)
        Spacer()
        HStack(spacing: 8) {
            UserStatView(value: 3, title: "Posts")
            UserStatView(value: 128, title: "Followers")
            UserStatView(value: 74, title: "Following")
        }
    }
    .padding(.horizontal)
}
