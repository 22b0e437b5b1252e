import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        ThemeOptionButton(title: "System", imageName: "theme-system", isSelected: true, accentColor: .blue, action: {})
        ThemeOptionButton(title: "Light", imageName: "theme-light", isSelected: false, accentColor: .blue, action: {})
        ThemeOptionButton(title: "Dark", imageName: "theme-dark", isSelected: false, accentColor: .blue, action: {})
    }
    .padding()
}
