import SwiftUI
// Stubs for Martin-Nordeback/Weather MyWeatherApp/Utils/WeatherRow.swift (what the row uses from elsewhere in its app).
// (The row uses nothing from elsewhere in its app.)
