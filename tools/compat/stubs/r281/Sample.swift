import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 10) {
        UsernameLabelUI(name: "phillip")
        UsernameLabelUI(name: "SabreCat", level: 8)
        UsernameLabelUI(name: "beffymaroo", level: 9)
        UsernameLabelUI(name: "Alys", level: 3)
    }
    .padding()
}
