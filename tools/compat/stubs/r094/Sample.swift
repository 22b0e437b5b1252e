import SwiftUI

@MainActor func makeSampleRow() -> some View {
    UnreadCountBadge(count: 12)
}
