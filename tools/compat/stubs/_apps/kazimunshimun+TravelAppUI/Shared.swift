// Stubs shared by the kazimunshimun/TravelAppUI rows (r622–r624): the Place and Activity models
// (Model/Place.swift, Model/Activity.swift), InfoItemView (Detail/InfoItemView.swift: a grey caption over a
// value) and a few sample places like the app's Data/Data.swift. Our own test doubles.
import SwiftUI
import CoreLocation

struct Activity: Identifiable {
    let id = UUID()
    let title: String
    let imageName: String
    let address: String
    let duration: String
    let occupancy: String
    let needBooking: Bool
    let price: String
    let previousPrice: String
}

struct Place: Identifiable {
    let id = UUID()
    let index: Int
    let name: String
    let date: String
    let imageName: String
    let location: CLLocationCoordinate2D
    let departureDayLeft: String
    let activities: [Activity]
}

struct InfoItemView: View {
    let title: String
    let description: String
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title)
                .font(.system(size: 14, weight: .semibold))
                .foregroundColor(.gray)
            Text(description)
                .font(.system(size: 16))
        }
    }
}

enum SampleTravel {
    static let snorkeling = Activity(title: "Snorkeling Tour", imageName: "snorkeling",
                                     address: "Playa Esmeralda, Pier 3", duration: "3 hours",
                                     occupancy: "12 people", needBooking: true, price: "€45", previousPrice: "€60")
    static let places = [
        Place(index: 0, name: "Esmeraldas", date: "12 – 19 Mar", imageName: "esmeraldas",
              location: CLLocationCoordinate2D(latitude: 0.96, longitude: -79.65),
              departureDayLeft: "Departure in 12 days", activities: [snorkeling]),
    ]
}
