import ComposableArchitecture
import Foundation
import Tagged
// Stub of isowords' ComposableGameCenter module (pointfreeco/isowords Sources/ComposableGameCenter):
// the API corpus rows use. Test double without GameKit: matches are plain values and the client
// never reaches Game Center.

public struct TurnBasedParticipant: Equatable {
    public var displayName: String
    public var gamePlayerId: String?
    public init(displayName: String, gamePlayerId: String? = nil) {
        self.displayName = displayName
        self.gamePlayerId = gamePlayerId
    }
}

public struct TurnBasedMatch: Equatable {
    public typealias Id = Tagged<TurnBasedMatch, String>

    public var creationDate: Date
    public var currentParticipant: TurnBasedParticipant?
    public var matchData: Data?
    public var matchId: Id
    public var message: String?
    public var participants: [TurnBasedParticipant]

    public init(
        creationDate: Date,
        currentParticipant: TurnBasedParticipant?,
        matchData: Data?,
        matchId: Id,
        message: String? = nil,
        participants: [TurnBasedParticipant]
    ) {
        self.creationDate = creationDate
        self.currentParticipant = currentParticipant
        self.matchData = matchData
        self.matchId = matchId
        self.message = message
        self.participants = participants
    }
}

public struct GameCenterError: Error {
    public init() {}
}

public struct TurnBasedMatchClient {
    public var load: @Sendable (TurnBasedMatch.Id) async throws -> TurnBasedMatch
    public var loadMatches: @Sendable () async throws -> [TurnBasedMatch]
    public var rematch: @Sendable (TurnBasedMatch.Id) async throws -> TurnBasedMatch

    public init(
        load: @escaping @Sendable (TurnBasedMatch.Id) async throws -> TurnBasedMatch = { _ in throw GameCenterError() },
        loadMatches: @escaping @Sendable () async throws -> [TurnBasedMatch] = { [] },
        rematch: @escaping @Sendable (TurnBasedMatch.Id) async throws -> TurnBasedMatch = { _ in throw GameCenterError() }
    ) {
        self.load = load
        self.loadMatches = loadMatches
        self.rematch = rematch
    }
}

public struct GameCenterClient {
    public var turnBasedMatch: TurnBasedMatchClient

    public init(turnBasedMatch: TurnBasedMatchClient = TurnBasedMatchClient()) {
        self.turnBasedMatch = turnBasedMatch
    }
}

private enum GameCenterClientKey: DependencyKey {
    static var liveValue: GameCenterClient { GameCenterClient() }
}

extension DependencyValues {
    public var gameCenter: GameCenterClient {
        get { self[GameCenterClientKey.self] }
        set { self[GameCenterClientKey.self] = newValue }
    }
}
