import SwiftUI

@MainActor func makeSampleRow() -> some View {
  ListItemView(
    id: UUID(uuidString: "7F1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D")!,
    selectionId: UUID(uuidString: "7F1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D")!,
    appIcon: ApplicationImage(bundleIdentifier: "com.apple.Safari"),
    image: nil,
    accessoryImage: nil,
    attributedTitle: nil,
    shortcuts: [KeyShortcut(key: "1")],
    isSelected: true,
    accessibilityLabel: "https://maccy.app, Safari"
  ) {
    Text(verbatim: "https://maccy.app")
  }
  .environment(AppState.shared)
  .environment(ModifierFlags())
  .frame(width: 450)
}
