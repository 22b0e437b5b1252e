// Stub for aapis/KlockWork's colour brightness test (Extensions/Color.swift), which the chip (r925) uses: the
// perceived brightness of the colour's RGB components above 0.5, read through the colour's CGColor as the app
// reads it. Our own test double with the app's name.
import SwiftUI

extension Color {
    public func isBright() -> Bool {
        guard let parts = cgColor?.components, parts.count > 2 else { return false }
        let red: CGFloat = parts[0] * 299
        let green: CGFloat = parts[1] * 587
        let blue: CGFloat = parts[2] * 114
        return (red + green + blue) / 1000 > 0.5
    }
}
