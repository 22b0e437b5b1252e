import SwiftUI

@MainActor func makeSampleRow() -> some View {
    SidebarButton(title: "Settings", image: "gearshape.fill", onClick: {})
}
