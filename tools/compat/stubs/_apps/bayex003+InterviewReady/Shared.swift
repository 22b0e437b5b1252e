import SwiftUI
// Stubs for bayex003/InterviewReady shared by its rows: the palette in DesignSystem/Colors.swift
// (as there) and the Sage500 asset colour (Resources/Assets.xcassets, #3A7D75; Xcode generates
// Color.sage500 for it).

extension Color {
    static let sage500 = Color(red: 0x3A / 255, green: 0x7D / 255, blue: 0x75 / 255)

    static var sage100: Color {
        Color(UIColor { trait in
            trait.userInterfaceStyle == .dark
                ? UIColor(red: 0.09, green: 0.19, blue: 0.18, alpha: 1)
                : UIColor(red: 0.88, green: 0.94, blue: 0.93, alpha: 1)
        })
    }

    static var ink200: Color {
        Color(UIColor { trait in
            trait.userInterfaceStyle == .dark ? .darkGray : .systemGray5
        })
    }

    static var surfaceWhite: Color {
        Color(UIColor { trait in
            trait.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1.0) : UIColor(white: 1.0, alpha: 1.0)
        })
    }

    static var ink900: Color {
        Color(UIColor { trait in
            trait.userInterfaceStyle == .dark ? .white : UIColor(white: 0.07, alpha: 1.0)
        })
    }

    static var ink600: Color {
        Color(UIColor { trait in
            trait.userInterfaceStyle == .dark ? .lightGray : UIColor(white: 0.29, alpha: 1.0)
        })
    }
}
