import SwiftUI
// Stubs for stackk1/Liftoff-Launcher Liftoff/Weather/Views/Tiles/TemperatureTileView.swift (what the row uses from elsewhere in its app).

struct HourlyWeatherData: Codable {
    let dt: Double
    let temp: Double
    let feels_like: Double
    let humidity: Int
    let pop: Double
}

/// Weather state (the app fills it from the OpenWeather One Call API).
class WeatherModel: ObservableObject {
    @Published var tempUnit: String = "C"
    @Published var currentTemp: Double = 0.0
    @Published var hourlyWeather: [HourlyWeatherData] = []
}

/// The launcher's appearance settings.
class ThemeService: ObservableObject {
    @Published var theme = "Pastel"
    @Published var iconColor = "White"
    @Published var transparancy: CGFloat = 1.0

    func setIconColor() -> Color {
        switch iconColor.lowercased() {
        case "black": return .black
        case "none": return .clear
        case "theme": return ColorService.randomColor(Palette: theme)
        default: return .white
        }
    }
}

/// Palette-based random colors and gradients.
class ColorService: ObservableObject {
    static func randomColor(Palette: String = "Chromatic", opac: CGFloat = 1.0, cycle: Int = 1) -> Color {
        switch Palette {
        case "Pastel":
            return Color(red: .random(in: 0.7...1.0), green: .random(in: 0.7...1.0), blue: .random(in: 0.7...1.0), opacity: opac)
        default:
            return Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1), opacity: opac)
        }
    }

    static func randomGradient(Palette: String = "Chromatic", opac: CGFloat = 1.0, cycle: Int = 1) -> LinearGradient {
        LinearGradient(colors: [randomColor(Palette: Palette, opac: opac, cycle: cycle),
                                randomColor(Palette: Palette, opac: opac, cycle: cycle)],
                       startPoint: .leading, endPoint: .trailing)
    }
}
