import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 6) {
        TagView(config: .default)
        TagView(config: TagView.Config(
            text: "Design",
            textColor: Color.Dark.grey,
            backgroundColor: Color.Light.grey,
            textFont: .relation2Regular,
            guidlines: TagView.Guidlines(textPadding: 4, cornerRadius: 4, tagHeight: 18)
        ))
        TagView(config: TagView.Config(
            text: "No colour",
            textColor: Color.Dark.default,
            backgroundColor: Color.Light.default,
            textFont: .relation2Regular,
            guidlines: TagView.Guidlines(textPadding: 4, cornerRadius: 4, tagHeight: 18)
        ))
    }
    .padding()
}
