import SwiftUI
// Stubs for cs4alhaider/ProfilePlaceholderView Example/Example/ContactRow.swift (what the row uses from elsewhere in its app).

struct Contact: Identifiable {
    let id = UUID()
    let name: String
    let imageString: String?

    static var all: [Contact] {
        [
            .init(name: "John Appleseed", imageString: nil),
            .init(name: "Abdullah Alhaider", imageString: "Abdullah"),
            .init(name: "David Taylor", imageString: nil),
        ]
    }
}
