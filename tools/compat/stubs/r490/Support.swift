import Foundation
// Stubs for dzemilmanic/HopMe HopMe-frontend/.../Components/Cards/RideCard.swift: the models Ride,
// RideStatus, Driver and Vehicle (Models/Ride, Models/Vehicle; memberwise here where the app decodes
// them from its API, without waypoints and vehicle images).

enum RideStatus: String, Codable {
    case scheduled
    case inProgress = "in_progress"
    case completed
    case cancelled
}

struct Driver: Codable, Identifiable {
    let id: Int
    let firstName: String
    let lastName: String
    let profileImage: String?
    let averageRating: Double
    let totalRatings: Int
    let totalRides: Int?

    var fullName: String { [firstName, lastName].joined(separator: " ") }

    /// First letters of both names, upper-cased ("MP").
    var initials: String { String([firstName.first, lastName.first].compactMap { $0 }).uppercased() }

    /// One decimal ("4.8").
    var formattedRating: String { String(format: "%.1f", averageRating) }
}

struct Vehicle: Codable, Identifiable {
    let id: Int
    let userId: Int
    let vehicleType: String
    let brand: String?
    let model: String?
    let year: Int?
    let licensePlate: String?
    let color: String?
    let seats: Int?

    /// "Brand Model" when both are known, else the vehicle's type.
    var displayName: String {
        guard let brand, let model else { return vehicleType }
        return brand + " " + model
    }
}

struct Ride: Codable, Identifiable {
    let id: Int
    let driverId: Int
    let vehicleId: Int?
    let departureLocation: String
    let arrivalLocation: String
    let departureTime: Date
    let arrivalTime: Date?
    let availableSeats: Int
    let pricePerSeat: Double
    let currency: String
    let description: String?
    let status: RideStatus
    let autoAcceptBookings: Bool
    let allowSmoking: Bool
    let allowPets: Bool
    let maxTwoInBack: Bool
    let luggageSize: String?
    let driver: Driver
    let vehicle: Vehicle?
    let remainingSeats: Int
    let bookedSeats: Int?

    /// Whole units and the currency ("800 RSD").
    var formattedPrice: String { String(Int(pricePerSeat)) + " " + currency }
}
