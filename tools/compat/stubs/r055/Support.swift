import SwiftUI
// Stubs for pointfreeco/isowords Sources/ActiveGamesFeature/ActiveGameCard.swift (what the row uses from elsewhere in its app).

/// ActiveGamesFeature/ActiveGamesView.swift.
struct ActiveGameButtonStyle: ButtonStyle {
    let backgroundColor: Color
    let foregroundColor: Color

    init(
        backgroundColor: Color,
        foregroundColor: Color
    ) {
        self.backgroundColor = backgroundColor
        self.foregroundColor = foregroundColor
    }

    func makeBody(configuration: Configuration) -> some View {
        return configuration.label
            .foregroundColor(
                self.foregroundColor
                    .opacity(configuration.isPressed ? 0.9 : 1)
            )
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .adaptiveFont(.matterMedium, size: 20)
            .background(
                RoundedRectangle(cornerRadius: 13)
                    .fill(
                        self.backgroundColor
                            .opacity(configuration.isPressed ? 0.5 : 1)
                    )
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
    }
}
