import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        LibraryRow(title: "My Library", isReadOnly: false)
        LibraryRow(title: "Lab Group Papers", isReadOnly: true)
    }
}
