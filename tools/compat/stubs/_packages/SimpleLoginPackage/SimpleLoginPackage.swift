import Foundation
// Stub of simple-login/SimpleLoginPackage (the SimpleLogin API client): the alias models corpus
// rows read (Alias.swift, AliasActivity.swift, ActivityAction, AliasContact, MailboxLite), with
// their public helpers and two preview values. Test double; no network.

/// The package formats these with RelativeDateTimeFormatter (dateTimeStyle .named, en_US); the
/// stub writes the same English phrases itself ("yesterday", "3 weeks ago", "2 years ago").
func relativeNamedString(for date: Date, relativeTo now: Date = Date()) -> String {
    let seconds = now.timeIntervalSince(date)
    let ago = seconds >= 0
    let s = abs(seconds)
    let units: [(Double, String)] = [(365 * 86400, "year"), (30 * 86400, "month"), (7 * 86400, "week"),
                                     (86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
    for (size, name) in units where s >= size {
        let n = Int(s / size)
        if n == 1 {
            switch name {
            case "day": return ago ? "yesterday" : "tomorrow"
            case "year", "month", "week": return ago ? "last \(name)" : "next \(name)"
            default: break
            }
        }
        let unit = n == 1 ? name : name + "s"
        return ago ? "\(n) \(unit) ago" : "in \(n) \(unit)"
    }
    return "now"
}

public enum ActivityAction: String, Decodable {
    case forward, reply, block, bounced
}

public struct MailboxLite: Decodable, Hashable {
    public let id: Int
    public let email: String

    public init(id: Int, email: String) {
        self.id = id
        self.email = email
    }
}

public struct AliasContact: Decodable {
    public let email: String
    public let name: String?
    public let reverseAlias: String

    public init(email: String, name: String?, reverseAlias: String) {
        self.email = email
        self.name = name
        self.reverseAlias = reverseAlias
    }
}

public struct AliasLatestActivity: Decodable {
    public let action: ActivityAction
    public let contact: AliasContact
    public let timestamp: TimeInterval

    public init(action: ActivityAction, contact: AliasContact, timestamp: TimeInterval) {
        self.action = action
        self.contact = contact
        self.timestamp = timestamp
    }
}

public extension AliasLatestActivity {
    var date: Date {
        Date(timeIntervalSince1970: timestamp)
    }

    var relativeDateString: String {
        relativeNamedString(for: date)
    }
}

public struct Alias: Decodable {
    public let id: Int
    public let email: String
    public let name: String?
    public let enabled: Bool
    public let creationTimestamp: TimeInterval
    public let blockCount: Int
    public let forwardCount: Int
    public let replyCount: Int
    public let note: String?
    public let pgpSupported: Bool
    public let pgpDisabled: Bool
    public let mailboxes: [MailboxLite]
    public let latestActivity: AliasLatestActivity?
    public let pinned: Bool

    public init(id: Int, email: String, name: String?, enabled: Bool, creationTimestamp: TimeInterval,
                blockCount: Int, forwardCount: Int, replyCount: Int, note: String?, pgpSupported: Bool,
                pgpDisabled: Bool, mailboxes: [MailboxLite], latestActivity: AliasLatestActivity?,
                pinned: Bool) {
        self.id = id
        self.email = email
        self.name = name
        self.enabled = enabled
        self.creationTimestamp = creationTimestamp
        self.blockCount = blockCount
        self.forwardCount = forwardCount
        self.replyCount = replyCount
        self.note = note
        self.pgpSupported = pgpSupported
        self.pgpDisabled = pgpDisabled
        self.mailboxes = mailboxes
        self.latestActivity = latestActivity
        self.pinned = pinned
    }
}

public extension Alias {
    var mailboxesString: String {
        mailboxes.map { $0.email }.joined(separator: ", ")
    }

    var creationDate: Date {
        Date(timeIntervalSince1970: creationTimestamp)
    }

    var creationDateString: String {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.doesRelativeDateFormatting = true
        return formatter.string(from: creationDate)
    }

    var relativeCreationDateString: String {
        relativeNamedString(for: creationDate)
    }

    var noActivities: Bool {
        forwardCount + replyCount + blockCount == 0
    }
}

// For SwiftUI preview purpose (as in the package).
public extension MailboxLite {
    static let frikazoyd = MailboxLite(id: 1, email: "frikazoyd@icloud.com")
    static let grothoff = MailboxLite(id: 2, email: "grothoff@mac.com")
}

public extension AliasContact {
    static let dmiller = AliasContact(email: "dmiller@outlook.com", name: "David Miller",
                                      reverseAlias: "dmiller_at_outlook_com_abcd@simplelogin.co")
}

public extension Alias {
    static let ccohen = Alias(id: 1, email: "ccohen@yahoo.ca", name: "Chris Cohen", enabled: true,
                              creationTimestamp: 1_635_277_847, blockCount: 17, forwardCount: 580,
                              replyCount: 3, note: nil, pgpSupported: true, pgpDisabled: true,
                              mailboxes: [.frikazoyd, .grothoff],
                              latestActivity: AliasLatestActivity(action: .forward, contact: .dmiller,
                                                                  timestamp: 1_635_277_627),
                              pinned: true)

    static let claypool = Alias(id: 2, email: "claypool@icloud.com", name: nil, enabled: false,
                                creationTimestamp: 1_634_277_847, blockCount: 0, forwardCount: 0,
                                replyCount: 0, note: "Newsletter sign-ups", pgpSupported: false,
                                pgpDisabled: false, mailboxes: [.grothoff], latestActivity: nil,
                                pinned: false)
}
