import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // EditProfileView: the user's interests as removable chips, wrapped in rows.
    VStack(alignment: .leading, spacing: 8) {
        HStack(spacing: 8) {
            InterestChipView(interest: "Rock climbing") {}
            InterestChipView(interest: "Board games") {}
        }
        HStack(spacing: 8) {
            InterestChipView(interest: "Jazz") {}
            InterestChipView(interest: "Photography") {}
        }
    }
    .padding()
}
