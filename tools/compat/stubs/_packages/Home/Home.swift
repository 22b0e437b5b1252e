import Foundation
// Stub of ProtonVPN's Home package (ProtonVPN/ios-mac-app libraries/Home/Sources/Home): the model
// the corpus rows use (NetShield/NetShieldModel.swift). Test double.

public struct NetShieldModel {
    public struct Stat: Equatable {
        public let value: String
        public let title: String
        public let help: String
        public var isEnabled: Bool

        public init(value: String, title: String, help: String, isEnabled: Bool) {
            self.value = value
            self.title = title
            self.help = help
            self.isEnabled = isEnabled
        }
    }
}
