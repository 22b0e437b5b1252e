import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the app's OpenButton uses it (a plain Button in place of ButtonKit's AsyncButton).
    Button("Open") {}
        .cardActionPill()
}
