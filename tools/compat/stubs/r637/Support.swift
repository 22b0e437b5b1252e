// Stub for NVNHAT99/MusicOffline-SwiftUI (r637): the app's fixed colours (Extension/UIColor + Ext.swift:
// the dark background and the 30 % white caption colour). Our own test double.
import SwiftUI

extension Color {
    static let backgroundColor = Color(red: 16 / 255, green: 21 / 255, blue: 38 / 255)
    static let whiteAlpha30 = Color.white.opacity(0.3)
}
