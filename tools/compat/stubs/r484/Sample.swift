import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The profile section at the top of the app's settings.
    List {
        Section {
            ProfileCard(data: ProfileCardData(name: "Jackson Harper", username: "jacksonh", imageURL: nil))
        }
    }
}
