import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        AirportCellView(airport: .dummy)
        AirportCellView(airport: Airport(airport_name: "San Francisco International", iata_code: "SFO",
                                         timezone: "America/Los_Angeles", country_name: "United States"))
    }
}
