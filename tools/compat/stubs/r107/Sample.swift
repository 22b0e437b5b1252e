import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HabitListItemView(habit: HabitEvent.getSampleDataForPreview()).frame(width: 300, height: 50)
}
