import SwiftUI

// The cards carousel on the home screen's grey background, the first card selected.
@MainActor func makeSampleRow() -> some View {
    ScrollView(.horizontal, showsIndicators: false) {
        HStack(spacing: 16) {
            CardView(isSelected: true)
            CardView()
            CardView()
        }
        .padding()
    }
    .background(Color(red: 0.95, green: 0.95, blue: 0.97))
}
