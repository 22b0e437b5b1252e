import SwiftUI

@MainActor func makeSampleRow() -> some View {
    ContentViewRow(index: 0)
        .environmentObject(ContentModel())
}
