import SwiftUI
// Stubs for ravikanthmarri/SwiftUI_MVVM_Unittests Features/People/Views/PersonItemView.swift: the
// PillView it shows (Base/Views/PillView.swift, as there).

struct PillView: View {
    let id: Int

    var body: some View {
        Text("#\(id)")
            .font(.system(.caption, design: .rounded).bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 9)
            .padding(.vertical, 4)
            .background(Theme.pill, in: Capsule())
    }
}
