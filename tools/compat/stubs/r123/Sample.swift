import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ContactRow(contact: Contact(id: "20001", name: "Zhang Wei", avatar: URL(string: "https://example.com/avatars/20001.jpg")))
}
