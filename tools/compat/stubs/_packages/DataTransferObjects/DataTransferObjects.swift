import Foundation
// Stub of TelemetryDeck's DataTransferObjects package (TelemetryDeck/SwiftDataTransferObjects): the
// DTOs the corpus rows use. Test double.

public enum DTOv1 {
    public struct Signal: Codable, Hashable {
        public var appID: UUID?
        public var count: Int?
        public var receivedAt: Date
        public var clientUser: String
        public var sessionID: String?
        public var type: String
        public var payload: [String: String]?
        public var isTestMode: Bool

        public init(appID: UUID?, count: Int?, receivedAt: Date, clientUser: String, sessionID: String?,
                    type: String, payload: [String: String]?, isTestMode: Bool) {
            self.appID = appID
            self.count = count
            self.receivedAt = receivedAt
            self.clientUser = clientUser
            self.sessionID = sessionID
            self.type = type
            self.payload = payload
            self.isTestMode = isTestMode
        }
    }
}
