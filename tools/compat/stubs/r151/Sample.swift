import SwiftUI

@MainActor func makeSampleRow() -> some View {
    RowView(title: "SwiftUI",
            subtitle: "A SwiftUI control for translation",
            imageName: "swift")
}
