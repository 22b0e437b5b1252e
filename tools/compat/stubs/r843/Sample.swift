import SwiftUI

// The create-card screen's interests, some selected.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                InterestTag(interest: "Design", isSelected: true) {}
                InterestTag(interest: "Startups", isSelected: false) {}
                InterestTag(interest: "Climbing", isSelected: true) {}
            }
            HStack {
                InterestTag(interest: "Photography", isSelected: false) {}
                InterestTag(interest: "AI", isSelected: false) {}
            }
        }
        .padding()
    }
}
