import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // HabitViewModel's water asset and its empty-habits total (10 glasses).
    let packet = HabitPacket(
        id: 0,
        habit: Habit(type: .water, count: 4, total: 10, userID: 1, date: "2/6/2025"),
        asset: HabitAsset(name: "Water", title: "Water", message: "Keep hydrated!", image: "water", backImage: "water_test", trackImage: nil, unit: "glasses")
    )
    return NavigationStack {
        HabitCellView(info: .constant(packet))
            .padding()
    }
}
