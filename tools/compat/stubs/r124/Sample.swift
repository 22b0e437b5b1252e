import SwiftUI

@MainActor func makeSampleRow() -> some View {
    BadgeView(number: 4)
}
