import SwiftUI

// The dashboard's recent activity.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 12) {
            ActivityRow(icon: "figure.run", title: "Morning Run", subtitle: "5.2 km · 412 kcal", time: "7:05 AM")
            ActivityRow(icon: "dumbbell.fill", title: "Upper Body", subtitle: "6 exercises · 48 min", time: "Yesterday")
            ActivityRow(icon: "fork.knife", title: "Lunch logged", subtitle: "Chicken salad · 540 kcal", time: "12:40 PM")
        }
        .padding()
    }
}
