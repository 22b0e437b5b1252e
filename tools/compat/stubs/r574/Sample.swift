import SwiftUI
import NioKit
import MatrixSDK

@MainActor func makeSampleRow() -> some View {
    let now = Date(timeIntervalSince1970: 1_764_250_000)
    let rooms = [
        NIORoom(summary: NIORoomSummary(displayname: "Morpheus", lastMessageDate: now.addingTimeInterval(-600),
                                        localUnreadEventCount: 3),
                isDirect: true, lastMessage: "Red or blue 💊?"),
        NIORoom(summary: NIORoomSummary(displayname: "Swift on Server", avatar: "mxc://matrix.org/rdElwkPTTrdZljUuKwkSEMqV",
                                        lastMessageDate: now.addingTimeInterval(-86_400), localUnreadEventCount: 128),
                lastMessage: "Vapor 5 beta is out, release notes in the thread"),
        NIORoom(summary: NIORoomSummary(displayname: "Trinity", lastMessageDate: now.addingTimeInterval(-172_800)),
                isDirect: true, lastMessage: ""),
    ]
    // RecentRoomsView: each room's container row in a plain list, Nio's purple accent.
    return List(rooms.indices, id: \.self) { index in
        RoomListItemContainerView(room: rooms[index])
    }
    .listStyle(.plain)
    .accentColor(.purple)
    .environmentObject(AccountStore(client: MXRestClient(homeserver: "https://matrix.org")))
}
