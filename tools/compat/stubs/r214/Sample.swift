import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 10) {
        HStack(spacing: 8) {
            Tag("Lunch", icon: .close, onDelete: {})
            Tag("Rent", icon: .trash, onDelete: {})
        }
        Tag("Tappable", onPress: {})
        Tag("Coffee")
    }
    .padding()
    .background(Color.black)
    .environment(\.colorScheme, .dark)
}
