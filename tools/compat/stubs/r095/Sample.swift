import SwiftUI

@MainActor func makeSampleRow() -> some View {
    FollowHashtagTile(hashtag: "nostr", account: CloudAccount(followingHashtags: ["bitcoin"]))
}
