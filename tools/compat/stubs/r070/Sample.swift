import SwiftUI

@MainActor func makeSampleRow() -> some View {
  FooterItemView(item: FooterItem(title: "Preferences…", shortcuts: [KeyShortcut(key: ",")]) {})
    .environment(AppState.shared)
    .frame(width: 450)
}
