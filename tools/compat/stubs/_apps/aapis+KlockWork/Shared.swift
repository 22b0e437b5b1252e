// Stubs for aapis/KlockWork (r925, r926): the app's theme values (Views/Shared/Theme.swift). Our own test
// doubles with the app's names and values.
import SwiftUI

struct Theme {
    static public var base: Color = Color(red: 0.1863933206, green: 0.1880253851, blue: 0.2143694162)
    static public var rowStatusGreen: Color = Color.green.opacity(0.2)
    static public var textBackground: Color = Color.black.opacity(0.1)
    static public let font: Font = .system(.body, design: .default)
}
