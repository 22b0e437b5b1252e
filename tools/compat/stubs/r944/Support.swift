// Stubs for mottzi/SwiftUI-Habit-Rabbit (r944): the SwiftData habit the label's view is nested in
// (App/Models/Habit.swift; its colour kept as a name here, no values relationship) and the unit pluralisation
// (App/Extensions/String.swift: Foundation's automatic grammar agreement, the count dropped from the front).
// Our own test doubles with the app's names.
import SwiftUI
import SwiftData

@Model
class Habit {
    var name: String
    var unit: String
    var icon: String
    var target: Int
    var date: Date
    var kind: Habit.Kind

    init(name: String, unit: String, icon: String, target: Int, kind: Habit.Kind) {
        self.name = name
        self.unit = unit
        self.icon = icon
        self.target = target
        self.date = .now
        self.kind = kind
    }

    enum Kind: String, Codable {
        case good
        case bad
    }
}

extension String {
    func pluralized(count: Int) -> String {
        Self.pluralize(string: self, count: count)
    }

    static func pluralize(string: String, count: Int) -> String {
        let query = LocalizedStringResource("^[\(count) \(string)](inflect: true)")
        let inflected = String(AttributedString(localized: query).characters)
        let prefix = "\(count) "
        guard inflected.hasPrefix(prefix) else { return inflected }
        return String(inflected.dropFirst(prefix.count))
    }
}
