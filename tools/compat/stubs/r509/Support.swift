import Foundation
// Stubs for LNDMR/Flugvergleich Flugvergleich/Views/FlightRowView.swift: the decoded aviationstack models
// Flight, AirportInfo, AirlineInfo and FlightInfo (Flugvergleich/Models, with their preview examples).

struct AirportInfo: Decodable {
    let iata: String?

    static let ex = AirportInfo(iata: "BER")
    static let ex2 = AirportInfo(iata: "MAD")
}

struct AirlineInfo: Decodable {
    let name: String?
    let iata: String?

    static let ex = AirlineInfo(name: "Lufthansa", iata: "LH")
}

struct FlightInfo: Decodable {
    let number: String?

    static let ex = FlightInfo(number: "123")
}

struct Flight: Identifiable, Decodable {
    let id = UUID()
    let flight_date: String?
    let departure: AirportInfo?
    let arrival: AirportInfo?
    let airline: AirlineInfo?
    let flight: FlightInfo?

    private enum CodingKeys: String, CodingKey {
        case flight_date, departure, arrival, airline, flight
    }

    init(flight_date: String?, departure: AirportInfo?, arrival: AirportInfo?, airline: AirlineInfo?, flight: FlightInfo?) {
        self.flight_date = flight_date
        self.departure = departure
        self.arrival = arrival
        self.airline = airline
        self.flight = flight
    }

    static let ex = Flight(flight_date: "23.05.2024", departure: AirportInfo.ex, arrival: AirportInfo.ex2, airline: AirlineInfo.ex, flight: FlightInfo.ex)
}
