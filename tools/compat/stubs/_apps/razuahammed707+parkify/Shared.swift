// Stubs for razuahammed707/parkify shared by its rows (r876–r878): the parking spot and its location
// (Models/ParkingSpot.swift, with its image name and distance extensions: the app picks them at random,
// these pick them from the spot's data) and the app's colours (Utilities/AppColors.swift: read by name, as
// the app reads them). Our own test doubles with the app's names.
import SwiftUI

struct GeoLocation: Codable {
    let type: String
    let coordinates: [Double]
}

struct ParkingSpot: Identifiable, Codable {
    let id: UUID
    let title: String
    let location: GeoLocation
    let price_per_hour: Double
    let status: String
    let address: String
    let description: String
    let created_at: String
}

extension ParkingSpot {
    var imageName: String {
        let images = ["image1", "image2", "image3", "image4", "image5", "image6", "image7"]
        return images[title.count % images.count]
    }

    var distance: Double {
        let lon = location.coordinates.first ?? 0
        return (abs(lon).truncatingRemainder(dividingBy: 1)) * 10
    }
}

extension Color {
    static let primaryColor = Color("#FDA100")
    static let textColor = Color("#32D74B")
    static let grayColor = Color("#C7C7C8")
}

enum SampleSpots {
    static let all = [
        ParkingSpot(id: UUID(), title: "Gulshan Avenue Parking", location: GeoLocation(type: "Point", coordinates: [90.4152, 23.7925]),
                    price_per_hour: 2.5, status: "available", address: "Road 90, Gulshan 2, Dhaka", description: "",
                    created_at: "2025-05-02"),
        ParkingSpot(id: UUID(), title: "Banani Lake View Lot", location: GeoLocation(type: "Point", coordinates: [90.4021, 23.7941]),
                    price_per_hour: 1.75, status: "available", address: "Road 11, Banani, Dhaka", description: "",
                    created_at: "2025-05-04"),
        ParkingSpot(id: UUID(), title: "Dhanmondi 27 Garage", location: GeoLocation(type: "Point", coordinates: [90.3745, 23.7543]),
                    price_per_hour: 3, status: "full", address: "Satmasjid Road, Dhanmondi", description: "",
                    created_at: "2025-05-07"),
    ]
}
