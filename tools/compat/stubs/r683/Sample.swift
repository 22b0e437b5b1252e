import SwiftUI

// Keygen: the devices joining the vault, one cell each, on the app's dark background.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        Theme.colors.bgPrimary.ignoresSafeArea()
        ScrollView {
            VStack(spacing: 12) {
                PeerCell(id: "iPhone-A41C", isThisDevice: true, index: 1, totalCount: 3)
                PeerCell(id: "mac-MacBook Pro-5D2F5D984A37", isSelected: true, index: 2, totalCount: 3)
                PeerCell(id: "iPad-7F0B93C2", index: 3, totalCount: 3)
            }
            .padding(16)
        }
    }
}
