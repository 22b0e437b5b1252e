import SwiftUI
// Stubs for tatiTothPimentel/weather-app WeatherApp/Views/DailyForecastView.swift (what the row uses from elsewhere in its app).
// (The row takes plain strings; it uses only the SDWebImage/SDWebImageSwiftUI packages, stubbed under _packages.)
