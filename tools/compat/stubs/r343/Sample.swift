import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The card reads its wallets and proofs through SwiftData's @Query: with no model container it
    // shows the empty balance, as a fresh install does.
    BalanceCard(unit: .sat)
        .environmentObject(AppState(preview: true, preferredUnit: .usd))
        .padding()
}
