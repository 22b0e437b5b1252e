import SwiftUI

@MainActor func makeSampleRow() -> some View {
    WorkoutRow(title: "Push Day")
}
