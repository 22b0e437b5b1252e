import SwiftUI
// Stubs shared by the rows of eminozkalaycioglu/Podpocket-iOS: the app colours
// (Extensions/ColorExtension.swift, #50E3C2 and #2C2838).

extension Color {
    static var podpocketGreenColor: Color {
        Color(red: 0x50 / 255, green: 0xE3 / 255, blue: 0xC2 / 255)
    }

    static var podpocketPurpleColor: Color {
        Color(red: 0x2C / 255, green: 0x28 / 255, blue: 0x38 / 255)
    }
}
