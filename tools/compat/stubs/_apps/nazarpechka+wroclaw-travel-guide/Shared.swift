// Stubs shared by the nazarpechka/wroclaw-travel-guide rows (r626–r628): ModelData (Model/ModelData.swift;
// the app decodes bundled JSON, here a few entries written in code), LocationManager
// (Model/LocationManager.swift: the last known location, here a point in the old town), and the
// Attraction, Hotel, Restaurant, Coordinates and WorkingHours models (Model/). Our own test doubles.
import SwiftUI
import CoreLocation

struct Coordinates: Hashable, Codable {
    var latitude: Double
    var longitude: Double
}

struct Hours: Hashable, Codable {
    let open: Int
    let close: Int
}

struct WorkingHours: Hashable, Codable {
    let weekday: Hours?
    let saturday: Hours?
    let sunday: Hours?
    func isOpenNow() -> Bool { true }
}

struct Attraction: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var description: String
    var imageName: String
    var image: Image { Image(imageName) }
    var fullImageName: String
    var fullImage: Image { Image(fullImageName) }
    var coordinates: Coordinates
    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
    }
    var visitTime: Int
    var workingHours: WorkingHours
    var isFavorite: Bool
}

struct Hotel: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var price: String
    var stars: Int
    var reviews: String
    var imageName: String
    var image: Image { Image(imageName) }
    var url: String
}

struct Restaurant: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var price: String
    var type: String
    var adress: String
    var imageName: String
    var image: Image { Image(imageName) }
    var coordinates: Coordinates
    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
    }
    var url: String
}

final class LocationManager: NSObject, ObservableObject {
    var lastKnownLocation: CLLocation? = CLLocation(latitude: 51.1100, longitude: 17.0320)
}

final class ModelData: ObservableObject {
    @Published var attractions: [Attraction] = [
        Attraction(id: 1, name: "Market Square", description: "The medieval heart of the city.",
                   imageName: "market-square", fullImageName: "market-square-full",
                   coordinates: Coordinates(latitude: 51.1099, longitude: 17.0322), visitTime: 60,
                   workingHours: WorkingHours(weekday: Hours(open: 0, close: 24), saturday: nil, sunday: nil),
                   isFavorite: true),
        Attraction(id: 2, name: "Cathedral Island", description: "Ostrów Tumski and its cathedral.",
                   imageName: "ostrow-tumski", fullImageName: "ostrow-tumski-full",
                   coordinates: Coordinates(latitude: 51.1142, longitude: 17.0466), visitTime: 90,
                   workingHours: WorkingHours(weekday: Hours(open: 9, close: 18), saturday: nil, sunday: nil),
                   isFavorite: false),
    ]
    @Published var restaurants: [Restaurant] = [
        Restaurant(id: 1, name: "Pod Fredrą", price: "$$", type: "Polish", adress: "Rynek-Ratusz 1",
                   imageName: "pod-fredra", coordinates: Coordinates(latitude: 51.1097, longitude: 17.0318),
                   url: "https://example.com/podfredra"),
        Restaurant(id: 2, name: "Konspira", price: "$", type: "Polish, bar", adress: "Plac Solny 11",
                   imageName: "konspira", coordinates: Coordinates(latitude: 51.1091, longitude: 17.0296),
                   url: "https://example.com/konspira"),
    ]
    @Published var hotels: [Hotel] = [
        Hotel(id: 1, name: "Hotel Monopol", price: "520", stars: 5, reviews: "1 204",
              imageName: "monopol", url: "https://example.com/monopol"),
        Hotel(id: 2, name: "PURO Wrocław", price: "340", stars: 4, reviews: "2 877",
              imageName: "puro", url: "https://example.com/puro"),
    ]
    @Published var locationManager = LocationManager()
}
