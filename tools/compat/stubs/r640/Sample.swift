import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let theme = Theme.navy
    // The meeting screen: the header at the top of a rounded card in the theme colour.
    return ZStack {
        RoundedRectangle(cornerRadius: 16)
            .fill(theme.mainColor)
        VStack {
            MeetingHeaderView(secondsElapsed: 300, secondsRemaining: 600, theme: theme)
            Circle()
                .strokeBorder(lineWidth: 24)
                .padding()
            Spacer()
        }
    }
    .padding()
    .foregroundColor(theme.accentColor)
}
