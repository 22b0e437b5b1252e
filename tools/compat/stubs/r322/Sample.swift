import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let me = UserItem(uid: "me", username: "Me", email: "me@example.com")
    let osas = UserItem(uid: "1", username: "Osas", email: "osas@example.com")
    let ada = UserItem(uid: "2", username: "Ada", email: "ada@example.com")
    let tunde = UserItem(uid: "3", username: "Tunde", email: "tunde@example.com")
    let now = Date()
    return List {
        ChannelItemView(channel: ChannelItem(id: "c1", lastMessage: "Are we still on for Friday? I booked the table for eight.",
                                             creationDate: now, lastMessageTimeStamp: now.addingTimeInterval(-600), membersCount: 2,
                                             adminUids: [], membersUids: ["me", "1"], members: [me, osas], createdBy: "me", lastMessageType: .text))
        ChannelItemView(channel: ChannelItem(id: "c2", lastMessage: "", creationDate: now, lastMessageTimeStamp: now.addingTimeInterval(-86_400),
                                             membersCount: 4, adminUids: [], membersUids: ["me", "1", "2", "3"], members: [me, osas, ada, tunde],
                                             createdBy: "1", lastMessageType: .photo))
    }
}
