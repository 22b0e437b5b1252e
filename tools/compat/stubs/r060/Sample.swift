import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 20) {
        TagView(
            text: "this is a tag",
            textColor: .white,
            backgroundColor: .red,
            borderColor: .yellow
        )
        TagView(
            text: "with an image",
            textColor: .white,
            backgroundColor: .red,
            borderColor: .yellow,
            image: .checkmark
        )
    }
}
