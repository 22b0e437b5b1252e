import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ContactCellView()
        ContactCellView()
    }
    .listStyle(.plain)
}
