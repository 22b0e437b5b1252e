import SwiftUI

private struct DenominationsSample: View {
    @State private var five = 0
    @State private var twentyFive = 2
    @State private var hundred = 1
    var body: some View {
        VStack(spacing: 10) {
            DashSpendDenominationRow(denomination: 5, count: $five)
            DashSpendDenominationRow(denomination: 25, count: $twentyFive)
            DashSpendDenominationRow(denomination: 100, count: $hundred, inventoryLimit: 1)
        }
        .padding(20)
        .background(Color.secondaryBackground)
        .cornerRadius(20)
        .padding(20)
    }
}

// A gift card's denominations, each with its stepper, on the sheet's card.
@MainActor func makeSampleRow() -> some View {
    DenominationsSample()
}
