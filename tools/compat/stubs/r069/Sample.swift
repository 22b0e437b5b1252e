import SwiftUI

@MainActor func makeSampleRow() -> some View {
  let item = HistoryItemDecorator(HistoryItem(title: "git commit -m \"Fix popup resizing\"", application: "com.apple.Terminal"), shortcuts: [KeyShortcut(key: "1")])
  item.selectionIndex = 0
  return HistoryItemView(item: item, previous: nil, next: nil, index: 0)
    .environment(AppState.shared)
    .environment(ModifierFlags())
    .frame(width: 450)
}
