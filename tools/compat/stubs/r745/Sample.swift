import SwiftUI

// Today: the day's progress card at the top.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 16) {
            Text("Today").font(.largeTitle).bold()
            DayProgressCard()
        }
        .padding()
    }
}
