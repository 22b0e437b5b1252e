// Stubs for ArnoDlbn/Impresario (r921, r922), a band-booking app: the event, interview and address models
// (Models/), their view models without the API calls (ViewModels/EventViewModel.swift, InterviewViewModel.swift),
// and the day and short month the rows show (Event+.swift, Interview+.swift: the day of the ISO 8601 start in UTC,
// the month as "MMM"; the app's own date helper class is not restated, the two values are computed here).
// Our own test doubles with the app's names.
import Foundation

struct TimeSlot: Decodable {
    let startsAt: String
    let isAvailable: Bool
}

struct PhysicalAddress: Decodable {
    let label: String?
    let street: String
    let zipCode: String
    let city: String
    let countryCode: String?

    init(label: String? = nil, street: String, zipCode: String, city: String, countryCode: String? = nil) {
        self.label = label
        self.street = street
        self.zipCode = zipCode
        self.city = city
        self.countryCode = countryCode
    }
}

struct VirtualAddress: Decodable {
    let label: String?
    let url: String

    init(label: String? = nil, url: String) {
        self.label = label
        self.url = url
    }
}

struct Event: Identifiable, Decodable {
    let startsAt: String?
    let endsAt: String?
    let title: String?
    let description: String?
    let bandName: String?
    let duration: Int?
    let timeSlot: [TimeSlot]?
    let id: String
    let physicalAddress: PhysicalAddress?
    let virtualAddress: VirtualAddress?

    init(startsAt: String? = nil, endsAt: String? = nil, title: String? = nil, description: String? = nil,
         bandName: String? = nil, duration: Int? = nil, timeSlot: [TimeSlot]? = nil, id: String,
         physicalAddress: PhysicalAddress? = nil, virtualAddress: VirtualAddress? = nil) {
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.title = title
        self.description = description
        self.bandName = bandName
        self.duration = duration
        self.timeSlot = timeSlot
        self.id = id
        self.physicalAddress = physicalAddress
        self.virtualAddress = virtualAddress
    }
}

struct Interview: Identifiable, Decodable {
    let startsAt: String
    let endsAt: String
    let event: Event
    let id: String
}

private func impresarioStartDate(_ iso: String?) -> Date? {
    guard let iso else { return nil }
    return ISO8601DateFormatter().date(from: iso) ?? Date()
}

private func impresarioDay(_ iso: String?) -> String? {
    guard let date = impresarioStartDate(iso) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return "\(calendar.component(.day, from: date))"
}

private func impresarioMonth(_ iso: String?) -> String? {
    guard let date = impresarioStartDate(iso) else { return nil }
    let formatter = Foundation.DateFormatter()
    formatter.dateFormat = "MMM"
    return formatter.string(from: date)
}

extension Event {
    var day: String? { impresarioDay(startsAt) }
    var month: String? { impresarioMonth(startsAt) }
}

extension Interview {
    var day: String? { impresarioDay(startsAt) }
    var month: String? { impresarioMonth(startsAt) }
}

class EventViewModel: Identifiable {
    var event: Event

    init(withEvent event: Event) {
        self.event = event
    }
}

class InterviewViewModel {
    var interview: Interview

    init(withInterview interview: Interview) {
        self.interview = interview
    }
}
