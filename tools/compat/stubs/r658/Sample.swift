import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let now = Date()
    // The chat rows show the last message's date at their top trailing corner.
    return List {
        HStack(alignment: .top) {
            Text("Dr. Ivanova").font(.headline)
            Spacer()
            LastDateView(date: now.addingTimeInterval(-1800), width: .constant(0))
                .foregroundColor(.secondary)
        }
        HStack(alignment: .top) {
            Text("Cardiology consilium").font(.headline)
            Spacer()
            LastDateView(date: now.addingTimeInterval(-86_400 * 40), width: .constant(0))
                .foregroundColor(.secondary)
        }
        HStack(alignment: .top) {
            Text("Nurse Petrova").font(.headline)
            Spacer()
            LastDateView(date: now.addingTimeInterval(-86_400 * 500), width: .constant(0))
                .foregroundColor(.secondary)
        }
    }
}
