import SwiftUI
import taskchampShared

// The create-task form's tags row, empty and with tags.
@MainActor func makeSampleRow() -> some View {
    Form {
        Section {
            AddTagButton(tags: .constant([])) {}
            AddTagButton(tags: .constant([TCTag(name: "errand"), TCTag(name: "next"), TCTag(name: "errand"),
                                          TCTag(name: "waiting")])) {}
        }
    }
}
