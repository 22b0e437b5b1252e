import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ZStack {
        Color.gray.opacity(0.2)
        FetchActivityNotice(title: "Fetching invoice…", onCancel: {})
    }
    .frame(height: 200)
}
