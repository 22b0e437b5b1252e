import SwiftUI

/// A contact as the app builds it from CNContact: "familyName givenName", numbers after the empty first one.
@MainActor func makeSampleRow() -> some View {
    let phone = PhoneContact()
    phone.name = "Appleseed John"
    phone.phoneNumber.append("(408) 555-5270")
    return List {
        ContactRow(phone: phone)
    }
}
