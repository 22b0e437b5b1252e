import Foundation
// Stub of the local module `Domain` of two corpus apps, each app's part marked below: weiran/Hackers
// (Domain/Sources/Domain) and ibcylon/OpenWeather (Projects/Domain, the Tuist Domain module with the
// weather models). The model types the corpus rows use, reduced to what they read.

// MARK: - weiran/Hackers

public struct VotingState: Sendable {
    public let isUpvoted: Bool
    public let score: Int?
    public let canVote: Bool
    public let canUnvote: Bool
    public let isVoting: Bool
    public let error: Error?

    public init(
        isUpvoted: Bool,
        score: Int? = nil,
        canVote: Bool,
        canUnvote: Bool = false,
        isVoting: Bool = false,
        error: Error? = nil
    ) {
        self.isUpvoted = isUpvoted
        self.score = score
        self.canVote = canVote
        self.canUnvote = canUnvote
        self.isVoting = isVoting
        self.error = error
    }
}

/// The reader's text-size setting and its scale factor.
public enum TextSize: Int, CaseIterable, Sendable {
    case extraSmall = 0
    case small = 1
    case medium = 2
    case large = 3
    case extraLarge = 4

    public var scaleFactor: CGFloat {
        switch self {
        case .extraSmall: 0.8
        case .small: 0.9
        case .medium: 1.0
        case .large: 1.1
        case .extraLarge: 1.2
        }
    }
}

// MARK: - ibcylon/OpenWeather

public enum Weather {
    /// Projects/Domain/Weather/Interface/Sources/Model/HourlyForecast.swift
    public struct HourlyForecast: Identifiable {
        public var id = UUID().uuidString
        public var time: String
        public var celcius: Double
        public var image: String

        public init(time: String, celcius: Double, image: String) {
            self.time = time
            self.celcius = celcius
            self.image = image
        }
    }

    /// Projects/Domain/Weather/Interface/Sources/Model/DailyForecast.swift
    public struct DailyForecast: Identifiable {
        public var id = UUID().uuidString
        public var day: String
        public var maxCelcius: Double
        public var minCelcius: Double
        public var image: String

        public init(day: String, maxCelcius: Double, minCelcius: Double, image: String) {
            self.day = day
            self.maxCelcius = maxCelcius
            self.minCelcius = minCelcius
            self.image = image
        }
    }
}
