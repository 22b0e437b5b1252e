import SwiftUI
import Models

@MainActor func makeSampleRow() -> some View {
    List {
        FriendListItemView(profile: TastybytesPreviewData.profile) {
            HStack {
                Text("Pending")
                    .font(.footnote)
                    .foregroundColor(.primary)
                Spacer()
            }
        }
        FriendListItemView(profile: Profile.Saved(
            id: UUID(uuidString: "0B7A9D5E-1C2F-4E8B-A4D3-5F6E7A8B9C0D")!,
            preferredName: "Maija Virtanen",
            isPrivate: false,
            joinedAt: Date(timeIntervalSince1970: 1_690_000_000),
            avatars: []
        )) {}
    }
    .environment(Router())
}
