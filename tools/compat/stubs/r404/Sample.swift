import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ForEach(allContacts) { contact in
            CellView(contact: contact)
        }
    }
}
