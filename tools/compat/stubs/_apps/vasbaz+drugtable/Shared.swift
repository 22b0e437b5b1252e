// Stubs the rows r488, r489 of vasbaz/drugtable share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import Foundation

typealias DrugId = String

typealias IntervalId = String

typealias ReminderId = String

struct Dosage: Hashable, Codable {
    let amount: String
}

struct Drug: Hashable, Codable, Identifiable {
    let id: DrugId
    let name: String
    let inListPosition: Int
}

enum IntervalTheme: String, Codable {
    case morning, dayIPart, dayIIPart, evening, night
}

struct Interval: Hashable, Codable, Identifiable {
    let id: IntervalId
    let name: String
    let theme: IntervalTheme
    let orderPosition: Int
}

struct Reminder: Hashable, Codable, Identifiable {
    let id: ReminderId
    let drugId: DrugId
    let dosage: Dosage
    let intervalId: IntervalId
    let inListPosition: Int
}

struct ReminderViewModel: Identifiable {
    let id = UUID()
    let reminder: Reminder
    let drug: Drug
    let interval: Interval
}

protocol MockProvider {}

final class ReminderViewModelMockProvider: MockProvider {
    func getMock() -> ReminderViewModel {
        let drug = Drug(id: "d1", name: "Ibuprofen", inListPosition: 0)
        let interval = Interval(id: "i1", name: "Morning", theme: .morning, orderPosition: 0)
        return ReminderViewModel(reminder: Reminder(id: "r1", drugId: drug.id, dosage: Dosage(amount: "200 mg"),
                                                    intervalId: interval.id, inListPosition: 0),
                                 drug: drug, interval: interval)
    }
}
