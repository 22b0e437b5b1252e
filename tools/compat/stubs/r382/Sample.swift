import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        Text("帖子 1")
        LoadingRowView()
        LoadingRowView(high: true)
    }
}
