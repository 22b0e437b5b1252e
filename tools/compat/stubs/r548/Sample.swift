import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The map's campus list stacks the cards on the app's grouped background.
    NavigationStack {
        ScrollView {
            VStack(spacing: 16) {
                CampusCellView(campus: .stammgelaende)
                CampusCellView(campus: .garching)
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical)
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }
}
