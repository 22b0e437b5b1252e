import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let departure = Date(timeIntervalSince1970: 1_764_000_000)
    let rides = [
        Ride(id: 1, driverId: 7, vehicleId: 3, departureLocation: "Beograd", arrivalLocation: "Novi Sad",
             departureTime: departure, arrivalTime: nil, availableSeats: 3, pricePerSeat: 800, currency: "RSD",
             description: nil, status: .scheduled, autoAcceptBookings: true, allowSmoking: false, allowPets: true,
             maxTwoInBack: true, luggageSize: "medium",
             driver: Driver(id: 7, firstName: "Marko", lastName: "Petrović", profileImage: nil,
                            averageRating: 4.8, totalRatings: 36, totalRides: 52),
             vehicle: Vehicle(id: 3, userId: 7, vehicleType: "car", brand: "Škoda", model: "Octavia", year: 2019,
                              licensePlate: "BG-123-AB", color: "Siva", seats: 5),
             remainingSeats: 2, bookedSeats: 1),
        Ride(id: 2, driverId: 9, vehicleId: nil, departureLocation: "Niš", arrivalLocation: "Kragujevac",
             departureTime: departure.addingTimeInterval(86_400 + 5_400), arrivalTime: nil, availableSeats: 4,
             pricePerSeat: 650, currency: "RSD", description: nil, status: .scheduled, autoAcceptBookings: false,
             allowSmoking: true, allowPets: false, maxTwoInBack: false, luggageSize: nil,
             driver: Driver(id: 9, firstName: "Ana", lastName: "Jovanović", profileImage: nil,
                            averageRating: 4.5, totalRatings: 12, totalRides: 15),
             vehicle: nil, remainingSeats: 4, bookedSeats: 0),
    ]
    // The search results stack the cards in a scroll view on the grouped background.
    return ScrollView {
        VStack(spacing: 16) {
            ForEach(rides) { ride in
                RideCard(ride: ride)
            }
        }
        .padding()
    }
    .background(Color(.systemGroupedBackground))
}
