import SwiftUI

@MainActor func makeSampleRow() -> some View {
    CardView {
        VStack(alignment: .leading, spacing: 6) {
            Text("der Apfel").font(.title2).bold()
            Text("the apple").foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
