import SwiftUI

@MainActor func makeSampleRow() -> some View {
    TagView(text: "Apple Silicon")
}
