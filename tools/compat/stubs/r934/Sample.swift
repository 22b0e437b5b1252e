import SwiftUI

// The car parks list.
@MainActor func makeSampleRow() -> some View {
    NavigationView {
        List(carParksData) { carPark in
            CarParkRow(carPark: carPark)
        }
        .navigationBarTitle("Car Parks")
    }
}
