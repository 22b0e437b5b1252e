import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The detail screen shows the flight card on its grey background.
    ZStack {
        Color(white: 0.93).ignoresSafeArea()
        FlightView()
            .padding()
    }
}
