// Stubs for kush2shah/FlightApp (r927–r929), a FlightAware AeroAPI client: the flight and airport models
// (Models/Flights/AeroFlight.swift; the fields the rows read, and the in-progress test on status and take-off
// time), the delay formatting (ViewModels/FlightViewModel.swift) and the rounded system font helper
// (Views/Flight/FlightStatusView.swift). Our own test doubles with the app's names and values.
import SwiftUI

struct AeroAirport: Codable {
    let code: String
    let codeIcao: String?
    let codeIata: String?
    let timezone: String?
    let name: String?
    let city: String?

    var displayCode: String { codeIata ?? codeIcao ?? code }
}

struct AeroFlight: Identifiable {
    let id = UUID()
    let ident: String
    var operator_: String? = nil
    var operatorIata: String? = nil
    var flightNumber: String? = nil
    let origin: AeroAirport
    let destination: AeroAirport
    var arrivalDelay: Int? = nil
    var status: String = "Scheduled"
    var aircraftType: String? = nil
    var scheduledOut: String? = nil
    var actualOff: String? = nil
    var actualOn: String? = nil
    var cancelled: Bool = false

    var isInProgress: Bool {
        let lowered = status.lowercased()
        if ["en route", "in progress", "airborne"].contains(where: { lowered.contains($0) }) { return true }
        guard let off = actualOff, actualOn == nil, let date = ISO8601DateFormatter().date(from: off) else { return false }
        return date < Date()
    }
}

extension Int {
    func formattedDelay() -> String {
        let seconds = abs(self)
        let hours = seconds / 3600
        let minutes = (seconds % 3600) / 60
        if hours > 0 { return minutes > 0 ? "\(hours)h \(minutes)m" : "\(hours)h" }
        return "\(minutes)m"
    }
}

extension Font {
    static func sfRounded(size: CGFloat, weight: Font.Weight = .regular) -> Font {
        .system(size: size, weight: weight, design: .rounded)
    }
}

enum FlightSamples {
    static let sfo = AeroAirport(code: "KSFO", codeIcao: "KSFO", codeIata: "SFO", timezone: "America/Los_Angeles",
                                 name: "San Francisco Intl", city: "San Francisco")
    static let jfk = AeroAirport(code: "KJFK", codeIcao: "KJFK", codeIata: "JFK", timezone: "America/New_York",
                                 name: "John F Kennedy Intl", city: "New York")
    static let ord = AeroAirport(code: "KORD", codeIcao: "KORD", codeIata: "ORD", timezone: "America/Chicago",
                                 name: "Chicago O'Hare Intl", city: "Chicago")
}
