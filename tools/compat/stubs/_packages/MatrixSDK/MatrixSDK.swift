import Foundation
// Stub of the matrix-org MatrixSDK: the REST client type Nio's account store exposes. Test double.

open class MXRestClient {
    public let homeserver: String
    public init(homeserver: String) { self.homeserver = homeserver }
}
