import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let viewModel = DeparturesWidgetViewModel(walkingDistance: 4)
    func time(_ h: Int, _ m: Int) -> DepartureDateTime {
        DepartureDateTime(year: 2025, month: 11, day: 27, weekday: 5, hour: h, minute: m)
    }
    let departures = [
        Departure(stopID: 1000460, countdown: 6, dateTime: time(10, 23), realDateTime: time(10, 25),
                  servingLine: ServingLine(key: 1, code: 1, number: "U6", symbol: "U6", delay: 2,
                                           direction: "Klinikum Großhadern", name: "U-Bahn"),
                  lineInfos: nil),
        Departure(stopID: 1000460, countdown: 12, dateTime: time(10, 31), realDateTime: nil,
                  servingLine: ServingLine(key: 2, code: 3, number: "230", symbol: "230", delay: nil,
                                           direction: "Garching, Forschungszentrum", name: "Bus"),
                  lineInfos: nil),
        Departure(stopID: 1000460, countdown: 17, dateTime: time(10, 36), realDateTime: time(10, 36),
                  servingLine: ServingLine(key: 3, code: 1, number: "U2", symbol: "U2", delay: 0,
                                           direction: "Feldmoching", name: "U-Bahn"),
                  lineInfos: nil),
    ]
    // The departures widget's detail sheet lists them in a List.
    return List(departures, id: \.self) { departure in
        DeparturesDetailsRowView(departuresViewModel: viewModel, departure: departure)
    }
}
