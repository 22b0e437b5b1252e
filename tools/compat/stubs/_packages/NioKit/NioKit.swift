import Foundation
import SwiftUI
import UIKit
import MatrixSDK
// Stub of Nio's NioKit framework (niochat/nio NioKit/): the room, summary, account-store and reaction
// models the Nio rows use, and the UXColor alias. Test doubles without a Matrix session.

public typealias UXColor = UIColor

public final class NIORoomSummary: ObservableObject {
    public var displayname: String?
    public var avatar: String?
    public var lastMessageDate: Date
    public var localUnreadEventCount: UInt

    public init(displayname: String?, avatar: String? = nil, lastMessageDate: Date, localUnreadEventCount: UInt = 0) {
        self.displayname = displayname
        self.avatar = avatar
        self.lastMessageDate = lastMessageDate
        self.localUnreadEventCount = localUnreadEventCount
    }
}

public final class NIORoom: ObservableObject {
    public var summary: NIORoomSummary
    public var isDirect: Bool
    public var lastMessage: String

    public init(summary: NIORoomSummary, isDirect: Bool = false, lastMessage: String = "") {
        self.summary = summary
        self.isDirect = isDirect
        self.lastMessage = lastMessage
    }
}

public final class AccountStore: ObservableObject {
    public var client: MXRestClient?
    public init(client: MXRestClient? = nil) { self.client = client }
}

public struct Reaction: Identifiable {
    public var id: String
    public let sender: String
    public let timestamp: Date
    public let reaction: String

    public init(id: String, sender: String, timestamp: Date, reaction: String) {
        self.id = id
        self.sender = sender
        self.timestamp = timestamp
        self.reaction = reaction
    }
}
