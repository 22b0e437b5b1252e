import SwiftUI

// The top of the flight screen.
@MainActor func makeSampleRow() -> some View {
    VStack {
        FlightHeader(flight: AeroFlight(ident: "UAL1549", operatorIata: "UA", flightNumber: "1549",
                                        origin: FlightSamples.sfo, destination: FlightSamples.jfk,
                                        status: "En Route", aircraftType: "B39M"),
                     status: (status: "In Flight", color: .green))
        Spacer()
    }
    .padding(.vertical)
}
