import Foundation
// Stubs for mikekulinski/MessagingApp shared by its rows: MessagingApp/Contact.swift (Contact, me,
// allContacts; the sample threads left out, they use the Message type of MessageRowView.swift).

struct Contact: Identifiable, Equatable, Hashable {
    let id = UUID()
    let name: String
    let imageName: String

    init(name: String, imageName: String) {
        self.name = name
        self.imageName = imageName == "" ? "unknown" : imageName
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    static func == (lhs: Contact, rhs: Contact) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.imageName == rhs.imageName
    }
}

let me = Contact(name: "Mike Kulinski", imageName: "")

let allContacts = [
    Contact(name: "Kim Veldee", imageName: "Kim"),
    Contact(name: "Mom", imageName: "Mom"),
    Contact(name: "Dad", imageName: "Dad"),
]
