import SwiftUI

// A conversation's title with the Pro badge beside the name, in the settings list.
@MainActor func makeSampleRow() -> some View {
    List {
        HStack(spacing: 6) {
            Text("Alex Rivera").font(.system(size: 16, weight: .bold))
            SessionProBadge_SwiftUI(size: .small)
        }
        HStack(spacing: 6) {
            Text("Session Pro").font(.system(size: 20, weight: .bold))
            SessionProBadge_SwiftUI(size: .medium)
        }
    }
}
