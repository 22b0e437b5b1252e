import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        ContactRowView(contact: .pennGeneral, isExpanded: true)
        ContactRowView(contact: .pennWalk)
    }
}
