import Foundation
// Stubs for bmeritter/swift-app swift-app/view/PhoneContact/ContactRow.swift (what the row uses from elsewhere in its app).

/// swift-app/model/PhoneContact.swift, without its CNContact initializer (the row reads only the
/// name and the numbers; like the app, the number list starts with an empty string).
class PhoneContact: NSObject {
    var name: String?
    var avatarData: Data?
    var phoneNumber: [String] = [String()]
    var email: [String] = [String()]

    override init() {
        super.init()
    }
}
