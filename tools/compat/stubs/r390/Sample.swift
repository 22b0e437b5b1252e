import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let date = Date(timeIntervalSince1970: 1_764_230_400)
    return List {
        OdometerRowView(reading: .init(date: date, distance: 48_213, isMetric: false, vehicleID: "1"),
                        vehicleName: "2019 Honda Civic")
        OdometerRowView(reading: .init(date: date.addingTimeInterval(-30 * 86400), distance: 102_450,
                                       isMetric: true, vehicleID: "2"),
                        vehicleName: nil)
    }
}
