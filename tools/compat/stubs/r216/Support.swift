import Foundation
// Stubs for synonymdev/bitkit-ios Bitkit/Components/CheckboxRow.swift (what the row uses from elsewhere
// in its app; colours and text styles are in _apps).

/// Utilities/Haptics.swift. The app plays a UIKit impact feedback (`.buttonTap` is `.light`); this
/// double records nothing.
enum Haptics {
    enum Style {
        case buttonTap
    }

    static func play(_ style: Style, withDelay: Double = 0) {}
}
