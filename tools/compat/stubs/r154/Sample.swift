import SwiftUI

@MainActor func makeSampleRow() -> some View {
    LiveBadge()
        .padding()
        .background(.black)
}
