import SwiftUI

// The side menu, its second entry selected.
private struct SideMenuSample: View {
    @Namespace private var namespace
    @State private var selected = 1

    var body: some View {
        VStack(spacing: 4) {
            menuRow(tagIndex: 0, sysImg: "person.fill", rowName: "Profile", selected: $selected, namespace: namespace) {}
            menuRow(tagIndex: 1, sysImg: "bubble.left.and.bubble.right.fill", rowName: "Chats", selected: $selected, namespace: namespace) {}
            menuRow(tagIndex: 2, sysImg: "gearshape.fill", rowName: "Settings", selected: $selected, namespace: namespace) {}
        }
    }
}

@MainActor func makeSampleRow() -> some View {
    SideMenuSample()
}
