// Stubs for plasmium1/ServiceSync shared by its rows (r849–r851): the volunteer badge with its image (an
// SF Symbol tinted yellow, or an uploaded picture; DataModel.swift), the calendar event and its type
// (Event.swift) and the event form route (EventFormType.swift; its form is a plain stand-in here). Our own
// test doubles with the app's names.
import SwiftUI
import UIKit

class Badge: Identifiable {
    enum BadgeImageType {
        case system(name: String)
        case uploaded(url: String)

        var systemName: String? {
            if case let .system(name) = self { return name }
            return nil
        }
    }

    var name: String
    var badgeImageType: BadgeImageType
    var id: String

    init(name: String, badgeImageType: BadgeImageType, id: String) {
        self.name = name
        self.badgeImageType = badgeImageType
        self.id = id
    }

    func getName() -> String { name }
    func getBadgeImageType() -> BadgeImageType { badgeImageType }
    func getID() -> String { id }

    func getBadgeImage() -> UIImage? {
        switch badgeImageType {
        case .system(let symbol):
            return UIImage(systemName: symbol)?.withTintColor(.yellow)
        case .uploaded:
            return nil
        }
    }
}

struct Event: Identifiable {
    enum EventType: String, Identifiable, CaseIterable {
        case work, home, social, sport, unspecified

        var id: String { rawValue }

        var icon: String {
            switch self {
            case .work: return "🏦"
            case .home: return "🏡"
            case .social: return "🎉"
            case .sport: return "🏟"
            case .unspecified: return "📌"
            }
        }
    }

    var eventType: EventType
    var date: Date
    var note: String
    var id: String

    init(id: String = UUID().uuidString, eventType: EventType = .unspecified, date: Date, note: String) {
        self.eventType = eventType
        self.date = date
        self.note = note
        self.id = id
    }
}

enum EventFormType: Identifiable, View {
    case new
    case update(Event)

    var id: String {
        switch self {
        case .new: return "new"
        case .update: return "update"
        }
    }

    var body: some View {
        Text("Event")
    }
}
