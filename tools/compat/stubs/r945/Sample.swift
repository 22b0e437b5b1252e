import SwiftUI

// A gift's details: name, location and an empty note.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 8) {
        LabelledText(label: "Name", text: "Noise-cancelling headphones")
        LabelledText(label: "Location", text: "Best Buy")
        LabelledText(label: "Notes", text: "")
    }
    .padding()
}
