// Stubs for dashpay/dashwallet-ios (r703): CoinJoin's mixing status (the app's English strings) and the
// app's Font.pointSize helper (the text styles' sizes). Lottie is a stub package. Our own test doubles.
import SwiftUI

enum MixingStatus: Int {
    case notStarted, mixing, paused, finishing, finished, error

    var isInProgress: Bool { self == .mixing || self == .paused || self == .error || self == .finishing }

    var localizedValue: String {
        switch self {
        case .notStarted: return "Not started"
        case .mixing: return "Mixing ·"
        case .paused: return "Mixing Paused ·"
        case .finishing: return "Mixing Finishing…"
        case .finished: return "Fully mixed"
        case .error: return "Error ·"
        }
    }
}

extension Font {
    /// The point size of a text style at the default content size.
    var pointSize: CGFloat {
        if self == .largeTitle { return 34 }
        if self == .title { return 28 }
        if self == .title2 { return 22 }
        if self == .title3 { return 20 }
        if self == .headline || self == .body { return 17 }
        if self == .callout { return 16 }
        if self == .subheadline { return 15 }
        if self == .footnote { return 13 }
        if self == .caption { return 12 }
        if self == .caption2 { return 11 }
        return 17
    }
}
