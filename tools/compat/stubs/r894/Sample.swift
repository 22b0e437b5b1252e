import SwiftUI

// The main screen's week strip, Wednesday selected.
@MainActor func makeSampleRow() -> some View {
    let days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    return HStack(spacing: 6) {
        ForEach(0..<7, id: \.self) { index in
            CalendarViewCell(dateName: days[index], dateNumber: 24 + index > 30 ? index - 6 : 24 + index, isSelected: index == 2)
                .frame(width: 44, height: 60)
        }
    }
    .padding()
}
