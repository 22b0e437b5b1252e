import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let flights = [
        Flight.ex,
        Flight(flight_date: "2024-05-23", departure: AirportInfo(iata: "FRA"), arrival: AirportInfo(iata: "JFK"),
               airline: AirlineInfo(name: "Condor", iata: "DE"), flight: FlightInfo(number: "2016")),
        Flight(flight_date: nil, departure: AirportInfo(iata: "MUC"), arrival: nil,
               airline: AirlineInfo(name: "Eurowings", iata: "EW"), flight: nil),
    ]
    return NavigationStack {
        List(flights) { flight in
            FlightRowView(flight: flight)
        }
        .navigationTitle("Flüge")
    }
}
