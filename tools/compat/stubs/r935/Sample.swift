import SwiftUI

// The parking details sheet's facts.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 12) {
        MakeRow(imageName: "star.fill", title: "4.50/ 5.00")
        MakeRow(imageName: "dollarsign.circle", title: "$3.00 / hour")
        MakeRow(imageName: "car.fill", title: "42 of 120 spots available")
    }
    .padding()
}
