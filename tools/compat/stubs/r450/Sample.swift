import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 24) {
        StatView(icon: "person.2.fill", value: "12", label: "Members")
        StatView(icon: "mappin.and.ellipse", value: "148", label: "Pins")
        StatView(icon: "clock", value: "3d", label: "Active")
    }
    .padding()
}
