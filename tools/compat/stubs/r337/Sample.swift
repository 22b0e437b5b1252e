import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 8) {
        ImageLabel(iconImageName: "clock", label: "Updated 2022-05-01 21:30")
        ImageLabel(iconImageName: "person.3", label: "128,400 followers", isBold: true)
        ImageLabel(iconImageName: "link", label: "youtube.com/channel/UC1")
    }
    .padding()
}
