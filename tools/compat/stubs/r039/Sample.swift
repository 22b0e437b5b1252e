import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let tags = ["english", "translated", "glasses", "twintails", "school uniform", "full color", "sole female", "🐱 cat ears"]
        .map { TagContent(namespace: "female", text: $0) }
    return TagCloudView(data: tags) { tag in
        TagCloudCell(
            text: tag.text, imageURL: nil, showsImages: false,
            font: .footnote, padding: .init(top: 2, leading: 4, bottom: 2, trailing: 4),
            textColor: .secondary, backgroundColor: Color(white: 0.9)
        )
    }
    .frame(width: 320)
}
