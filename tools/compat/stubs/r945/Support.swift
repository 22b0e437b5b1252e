// Stub for mvolkmann/SwiftUI-GiftTrack (r945): the system font helper (Extensions/ViewExtension.swift).
// Our own test double with the app's name and behaviour.
import SwiftUI

extension View {
    func sysFont(_ size: Int, weight: Font.Weight = .regular) -> some View {
        font(.system(size: CGFloat(size)).weight(weight))
    }
}
