// Stubs for vtruo009/PokeSteps (r713): the app's colours and Xcode's generated symbol for the Pokeball image
// asset. Our own test doubles.
import SwiftUI

class AppColor {
    static var darkBlue: Color = Color(red: 60 / 255, green: 90 / 255, blue: 166 / 255)
    static var lightBlue: Color = Color(red: 42 / 255, green: 117 / 255, blue: 187 / 255)
    static var lightYellow: Color = Color(red: 1, green: 203 / 255, blue: 5 / 255)
}

extension ImageResource {
    static let pokeball = ImageResource(name: "pokeball", bundle: .main)
}
