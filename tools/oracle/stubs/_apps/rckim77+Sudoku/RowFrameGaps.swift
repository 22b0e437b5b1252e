import SwiftUI

// Not the app's code: a stand-in for iOS API RowFrame lacks, found by type-checking val4's
// Sudoku cases against the frozen modules (written from SwiftUI's documented API, not run).
// Delete it when RowFrame gains the API.

// SwiftUI's NavigationStack(path:root:) over a typed path (MenuView's `NavigationStack(path:
// $gameConfigs)`, [GameConfig]): RowFrame takes only a NavigationPath. The snapshots' path is
// empty, so the stack shows its root.
extension NavigationStack {
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.init(root: root)
    }
}
