// Stubs for VVareef1/Planto (r731): the plant model and Xcode's generated symbol for the Greeny colour set
// (#28E0A8 in both appearances). Our own test doubles.
import SwiftUI

struct Plant: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var room: String
    var light: String
    var waterAmount: String
    var isWatered: Bool = false
}

extension Color {
    static var greeny: Color { Color(red: 0.157, green: 0.878, blue: 0.659) }
}

extension ShapeStyle where Self == Color {
    static var greeny: Color { Color.greeny }
}
