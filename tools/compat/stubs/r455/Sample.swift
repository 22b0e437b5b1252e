import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        FlightCellView(flight: .dummy)
        FlightCellView(flight: Flight(airline_iata: "UA", airline_name: "United Airlines", arrival_airport: "Newark Liberty",
                                      departure_airport: "Chicago O'Hare", departure_scheduled: Date(timeIntervalSince1970: 1_795_000_000),
                                      flight_number: "512", flight_status: "scheduled"))
    }
}
