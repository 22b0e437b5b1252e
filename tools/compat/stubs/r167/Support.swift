import SwiftUI
// Stubs for yeldoskolbay/WeatherApp UIComponents/Current/CurrentWeatherCard.swift (what the row uses from elsewhere in its app).

struct Weather {
    let city: String
    let country: String
    let temperature: Double
    let description: String
    let iconURL: String
}

/// Frosted rounded card.
struct GlassCard<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        content
            .padding(16)
            .background(.ultraThinMaterial)
            .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
            .overlay(
                RoundedRectangle(cornerRadius: 23, style: .continuous)
                    .stroke(Color.white.opacity(0.18), lineWidth: 1)
            )
    }
}

