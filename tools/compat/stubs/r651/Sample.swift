import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The profile header's stats row.
    List {
        HStack {
            Spacer()
            StatItem(value: "128", title: "Clases")
            Spacer()
            StatItem(value: "7", title: "Peleas")
            Spacer()
            StatItem(value: "Azul", title: "Cinturón")
            Spacer()
        }
        .padding(.vertical, 8)
    }
}
