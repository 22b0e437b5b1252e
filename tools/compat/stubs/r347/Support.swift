import Foundation
// Stubs for pennlabs/penn-mobile-ios PennMobile/Contacts/ContactRowView.swift: Contact and two of
// its entries (PennMobile/Contacts/ContactModel.swift).

struct Contact: Identifiable {
    let name: String
    let contactName: String
    let phone: String
    let description: String?
    let phoneFiltered: String

    var id: String { name }

    init(name: String, contactName: String, phoneNumber: String, desc: String? = nil) {
        self.name = name
        self.phone = phoneNumber
        self.contactName = contactName
        self.description = desc
        self.phoneFiltered = phoneNumber.filter { $0.isNumber }
    }
}

extension Contact {
    static let pennGeneral = Contact(name: "Penn Police (Non-Emergency)", contactName: "Penn Police (Non-Emergency)", phoneNumber: "(215) 898-7297", desc: "Call for all non-emergencies.")

    static let pennWalk = Contact(name: "Penn Walk", contactName: "Penn Walk", phoneNumber: "215-898-WALK (9255)", desc: "Call for a walking escort between 30th and 43rd Streets and Market Street and Baltimore Avenue.")
}
