import SwiftUI

// The friends screen's horizontal strip of friends running now.
@MainActor func makeSampleRow() -> some View {
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 12) {
            ActiveWorkoutCard(workout: ActiveWorkoutModel(userId: "u1", userName: "Emily Carter",
                                                          currentDistance: 3.42, currentDuration: 1_265))
            ActiveWorkoutCard(workout: ActiveWorkoutModel(userId: "u2", userName: "Jake Miller",
                                                          currentDistance: 7.9, currentDuration: 2_514))
        }
        .padding(.horizontal)
    }
}
