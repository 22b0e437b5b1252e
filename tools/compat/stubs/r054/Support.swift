import ComposableArchitecture
// Stubs for pointfreeco/isowords Sources/MultiplayerFeature/PastGameRow.swift (what the row uses from elsewhere in its app).

/// The conformance TCA's `@Reducer` macro adds (see the ComposableArchitecture stub).
extension PastGame: ReducerProtocol {}
