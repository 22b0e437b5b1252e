import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List(SampleData.sampleGroups, id: \.id) { group in
        GroupRow(group: group)
    }
    .listStyle(.plain)
}
