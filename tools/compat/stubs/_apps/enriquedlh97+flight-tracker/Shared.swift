import SwiftUI
// Stubs for enriquedlh97/flight-tracker shared by its rows: the bundled Source Sans Pro font
// (Fonts/Fonts.swift, the regular face) and the models Airport, Airline and Flight (Airport.swift,
// Airline.swift, Flight.swift; reduced to the fields the cells show, with their `dummy` values; the
// app's id is Firestore's @DocumentID, a plain optional here).

extension Font {
    public static func SourceSansProRegular(size: CGFloat) -> Font {
        Font.custom("SourceSansPro-Regular", size: size)
    }
}

struct Airport: Identifiable, Codable {
    var id: String?
    var airport_name: String
    var iata_code: String
    var timezone: String
    var country_name: String

    public static var dummy = Airport(airport_name: "Anaa", iata_code: "AAA", timezone: "Pacific/Tahiti", country_name: "French Polynesia")
}

struct Airline: Identifiable, Codable {
    var id: String?
    var airline_name: String
    var iata_code: String
    var callsign: String
    var fleet_size: String
    var country_name: String

    public static var dummy = Airline(airline_name: "American Airlines", iata_code: "AA", callsign: "AMERICAN",
                                      fleet_size: "963", country_name: "United States")
}

struct Flight: Identifiable, Codable {
    var id: String?
    var airline_iata: String
    var airline_name: String
    var arrival_airport: String
    var departure_airport: String
    var departure_scheduled: Date
    var flight_number: String
    var flight_status: String

    public static var dummy = Flight(airline_iata: "AA", airline_name: "American Airlines",
                                     arrival_airport: "Dallas/Fort Worth International",
                                     departure_airport: "San Francisco International",
                                     departure_scheduled: ISO8601DateFormatter().date(from: "2019-12-12T04:20:00+00:00")!,
                                     flight_number: "1004", flight_status: "active")
}
