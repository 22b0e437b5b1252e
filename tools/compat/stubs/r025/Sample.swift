import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ReminderTagsView(tagNames: ["sample", "review"])
}
