// Stubs for MartynFitzgerald/UWE-DirectMe-Mobile-Application-iOS (r934): the car park (Models/CarPark.swift) and
// the car parks the app loads from carParksData.json (Controllers/GlobalFunctions.swift; listed here).
// Our own test doubles with the app's names.
import Foundation
import CoreLocation

struct CarPark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var latitude: Double
    var longitude: Double
    var last_updated_at: String
    var external_provider: String

    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

let carParksData: [CarPark] = [
    CarPark(id: 1, name: "Frenchay Campus North", latitude: 51.5007, longitude: -2.5490, last_updated_at: "2019-12-07T09:00:00Z", external_provider: "UWE"),
    CarPark(id: 2, name: "Cabot Circus Car Park", latitude: 51.4589, longitude: -2.5836, last_updated_at: "2019-12-07T09:00:00Z", external_provider: "Bristol City Council"),
    CarPark(id: 3, name: "Temple Meads Station", latitude: 51.4491, longitude: -2.5813, last_updated_at: "2019-12-07T09:00:00Z", external_provider: "Network Rail"),
]
