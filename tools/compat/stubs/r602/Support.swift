// Stubs for AvrutinVlad/WeatherAppSwiftUI Presentation/Views/HourlyCellView.swift: the darkBlue and
// lightBlue colour sets of the weather screen's background (Assets.xcassets). Our own test doubles.
import SwiftUI

extension Color {
    static let weatherDarkBlue = Color(red: 0.116, green: 0.014, blue: 0.979)
    static let weatherLightBlue = Color(red: 0.129, green: 0.67, blue: 0.939)
}
