import SwiftUI

@MainActor func makeSampleRow() -> some View {
    BusyIndicator()
}
