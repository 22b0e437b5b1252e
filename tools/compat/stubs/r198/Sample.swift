import SwiftUI

@MainActor func makeSampleRow() -> some View {
    FriendCell(friend: UserHealth.samples[1])
}
