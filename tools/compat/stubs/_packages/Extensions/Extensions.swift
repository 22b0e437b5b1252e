import SwiftUI
// Stub of villeheikkila/Tastybytes's local package Extensions (Packages/Extensions): what the
// corpus rows and the app's other stubs use.

public extension Error {
    /// A URL load that was cancelled.
    var isCancelled: Bool {
        if self is CancellationError { return true }
        let nsError = self as NSError
        return nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled
    }
}

public extension Color {
    /// A colour picked deterministically from a string (avatar tints).
    init(seed: String) {
        var total = 0
        for scalar in seed.unicodeScalars { total += Int(scalar.value) }
        var generator = SeededGenerator(seed: UInt64(total))
        self.init(red: generator.nextUnit(), green: generator.nextUnit(), blue: generator.nextUnit())
    }
}

private struct SeededGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
    mutating func nextUnit() -> Double {
        state ^= state << 13; state ^= state >> 7; state ^= state << 17
        return Double(state % 10_000) / 10_000
    }
}

public extension Array where Element == String? {
    /// The non-empty parts joined with spaces.
    func joinOptionalSpace() -> String {
        compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
