import SwiftUI

// The learn tab's lesson cards, scrolled sideways.
@MainActor func makeSampleRow() -> some View {
    ScrollView(.horizontal, showsIndicators: false) {
        HStack {
            Lesson1Card()
            Lesson1Card()
        }
    }
}
