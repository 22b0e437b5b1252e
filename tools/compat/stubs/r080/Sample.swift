import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the app's therapy settings list a schedule value (6:30 AM, 0.85 U/hr).
    ScheduleItemView(time: 6.5 * 60 * 60,
                     isEditing: .constant(false),
                     valueContent: {
                        Text("0.85 U/hr")
                            .padding(.leading, 10)
                     },
                     expandedContent: { EmptyView() })
}
