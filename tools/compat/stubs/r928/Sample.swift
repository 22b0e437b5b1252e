import SwiftUI

// The flight selection sheet: an arrived flight and a cancelled one.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            FlightSelectionCard(flight: AeroFlight(ident: "UAL1549", operatorIata: "UA", flightNumber: "1549",
                                                   origin: FlightSamples.sfo, destination: FlightSamples.jfk,
                                                   arrivalDelay: 1_500, status: "Arrived / Gate Arrival",
                                                   actualOn: "2025-11-27T23:05:00Z"), onSelect: {})
            FlightSelectionCard(flight: AeroFlight(ident: "AAL302", operatorIata: "AA", flightNumber: "302",
                                                   origin: FlightSamples.ord, destination: FlightSamples.sfo,
                                                   status: "Cancelled", cancelled: true), onSelect: {})
        }
        .padding()
    }
}
