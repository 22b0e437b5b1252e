import SwiftUI
import Path
import Version

@MainActor func makeSampleRow() -> some View {
    XcodeListViewRow(
        xcode: Xcode(version: Version("12.3.0")!, installState: .installed(Path("/Applications/Xcode-12.3.0.app")!), selected: true, icon: nil),
        selected: false,
        appState: AppState()
    )
}
