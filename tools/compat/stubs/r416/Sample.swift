import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        IconToggleRow(icon: "🗓", label: "Date", toggleBinding: .constant(true))
        IconToggleRow(icon: "⏰", label: "Time", toggleBinding: .constant(false))
    }
}
