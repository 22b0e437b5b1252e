import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        AirlineCellView(airline: .dummy)
        AirlineCellView(airline: Airline(airline_name: "Lufthansa", iata_code: "LH", callsign: "LUFTHANSA",
                                         fleet_size: "279", country_name: "Germany"))
    }
}
