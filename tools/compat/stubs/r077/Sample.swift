import SwiftUI

@MainActor func makeSampleRow() -> some View {
    FilterBadgeView(count: 3)
}
