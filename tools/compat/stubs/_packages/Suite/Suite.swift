import SwiftUI
// Stub of daneden/Suite (the author's collection of SwiftUI helpers), for rows that import it
// without calling it in the row itself.

public extension TimeInterval {
    static let twentyFourHours: TimeInterval = 24 * 60 * 60
}
