import Foundation
// Stub of WXYC's Concerts package (wxyc-ios-64 Shared/Concerts): the concert, venue and status models
// and the ticket presenter's feed-row texts the WXYC rows use. Test double.

public struct Venue: Sendable, Hashable, Identifiable {
    public let id: Int
    public let slug: String
    public let name: String
    public let city: String
    public let state: String
    public let address: String?

    public init(id: Int, slug: String, name: String, city: String, state: String, address: String?) {
        self.id = id
        self.slug = slug
        self.name = name
        self.city = city
        self.state = state
        self.address = address
    }
}

public enum ShowStatus: String, Sendable, Hashable, CaseIterable {
    case onSale = "on_sale"
    case soldOut = "sold_out"
    case cancelled
    case rescheduled
    case free
    case unknown
}

public struct Concert: Sendable, Hashable, Identifiable {
    public let id: Int
    public let venue: Venue
    public let startsOn: Date
    public let headliningArtistRaw: String
    public let status: ShowStatus

    public init(id: Int, venue: Venue, startsOn: Date, headliningArtistRaw: String, status: ShowStatus) {
        self.id = id
        self.venue = venue
        self.startsOn = startsOn
        self.headliningArtistRaw = headliningArtistRaw
        self.status = status
    }
}

public enum FeedTagStyle: Sendable, Equatable {
    case prominent, free, muted, negative, neutral
}

public struct BoxOfficeTicketPresenter: Sendable, Equatable {
    public let show: Concert

    public init(_ show: Concert) { self.show = show }

    /// "SAT AUG 1".
    public var compactDateLabel: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "EEE MMM d"
        return f.string(from: show.startsOn).uppercased()
    }

    public var feedTagText: String {
        switch show.status {
        case .onSale: "Tickets"
        case .soldOut: "Sold Out"
        case .cancelled: "Cancelled"
        case .rescheduled: "Rescheduled"
        case .free: "Free · RSVP"
        case .unknown: "Details"
        }
    }

    public var feedTagStyle: FeedTagStyle {
        switch show.status {
        case .onSale: .prominent
        case .free: .free
        case .soldOut: .muted
        case .cancelled: .negative
        case .rescheduled, .unknown: .neutral
        }
    }
}
