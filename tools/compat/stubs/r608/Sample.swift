import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // FriendsView: friend requests stacked in a scroll view.
    ScrollView {
        VStack(alignment: .leading, spacing: 16) {
            FriendsCell(title: "Tomas Shelby", imageName: "profile")
            FriendsCell(title: "Ada Thorne", imageName: "profile2")
            FriendsCell(title: "Arthur Shelby", imageName: "profile3")
        }
        .padding(.horizontal)
    }
}
