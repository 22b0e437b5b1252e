import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the app's AppMigrationView uses it (its Export card, content stood in by text).
    Card(padding: 24) {
        VStack(alignment: .leading, spacing: 8) {
            Text("Export").font(.title2)
            Text("Save the list of your installed apps to a file.")
                .foregroundStyle(.secondary)
        }
    }
    .frame(width: 300, height: 200)
}
