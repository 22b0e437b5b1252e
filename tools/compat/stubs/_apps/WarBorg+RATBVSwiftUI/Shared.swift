// Stubs for WarBorg/RATBVSwiftUI shared by its rows (r838, r839): the bus line and timetable models
// (Models/BusLine.swift, Models/BusTimetable.swift) and the view models that wrap each row's data
// (UI/ViewModels/BusLinesViewModel.swift, BusTimetablesViewModel.swift). Our own test doubles with the
// app's names.
import SwiftUI

struct BusLine: Identifiable {
    let id: Int
    let name: String
    let route: String
    let type: String
    let linkNormalWay: String
    let linkReverseWay: String
    let lastUpdateDate: String?

    init(id: Int, name: String, route: String, type: String, linkNormalWay: String, linkReverseWay: String,
         lastUpdateDate: String? = nil) {
        self.id = id
        self.name = name
        self.route = route
        self.type = type
        self.linkNormalWay = linkNormalWay
        self.linkReverseWay = linkReverseWay
        self.lastUpdateDate = lastUpdateDate
    }
}

struct BusTimetable: Identifiable {
    let id: UUID
    var oid: Int64 = Int64.min
    let hour: String
    let minutes: String
    let timeOfWeek: String
    var lastUpdateDate: String?

    init(oid: Int64, hour: String, minutes: String, timeOfWeek: String, lastUpdateDate: String? = nil) {
        id = UUID()
        self.oid = oid
        self.hour = hour
        self.minutes = minutes
        self.timeOfWeek = timeOfWeek
        self.lastUpdateDate = lastUpdateDate
    }
}

class BusLinesViewModel: ObservableObject {
    class BusLineViewModel: ObservableObject {
        @Published var id: Int
        @Published var name: String
        @Published var route: String
        let linkNormalWay: String
        let linkReverseWay: String

        init(busLine: BusLine) {
            id = busLine.id
            name = busLine.name
            route = busLine.route
            linkNormalWay = busLine.linkNormalWay
            linkReverseWay = busLine.linkReverseWay
        }
    }
}

class BusTimetablesViewModel: ObservableObject {
    class BusTimetableViewModel: ObservableObject {
        @Published var id: UUID
        @Published var hour: String
        @Published var minutes: String

        init(busTimetable: BusTimetable) {
            id = busTimetable.id
            hour = busTimetable.hour
            minutes = busTimetable.minutes
        }
    }
}
