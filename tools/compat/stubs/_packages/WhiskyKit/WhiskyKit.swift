import Foundation
import SwiftUI
// Stub of WhiskyKit (Whisky-App/Whisky's own package, WhiskyKit/): the API corpus rows use.
// Test double; a bottle's settings are not read from disk.

public struct BottleSettings: Codable, Equatable {
    /// The name of this bottle ("Bottle" until one is given).
    public var name: String = "Bottle"

    public init() {}
}

public final class Bottle: ObservableObject, Equatable, Hashable, Identifiable, @unchecked Sendable {
    public let url: URL
    @Published public var settings: BottleSettings
    @Published public var inFlight: Bool = false
    public var isAvailable: Bool = false

    public init(bottleUrl: URL, inFlight: Bool = false, isAvailable: Bool = false) {
        self.url = bottleUrl
        self.inFlight = inFlight
        self.isAvailable = isAvailable
        self.settings = BottleSettings()
    }

    public static func == (lhs: Bottle, rhs: Bottle) -> Bool { lhs.url == rhs.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
    public var id: URL { url }
}
