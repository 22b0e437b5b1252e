import SwiftUI

// A job's removable tags, as the add-job form lists them.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 8) {
        HStack {
            Tag(text: "swift")
            Tag(text: "swiftui")
            Tag(text: "remote")
        }
        HStack {
            Tag(text: "combine")
        }
    }
    .padding()
}
