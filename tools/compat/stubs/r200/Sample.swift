import SwiftUI

@MainActor func makeSampleRow() -> some View {
    GroupCell(
        group: Group_user(id: "g1", name: "CS 194 Walkers", pfp: "", members: UserHealth.samples),
        rowIndex: 0,
        columnIndex: 0
    )
}
