import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The chats list shows the unread badge at the trailing edge of each chat row.
    List {
        HStack {
            VStack(alignment: .leading) {
                Text("Dr. Ivanova").font(.headline)
                Text("Please send today's blood pressure readings").font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            MessagesBadgeView(count: 3, color: .accentColor.opacity(0.5))
        }
        HStack {
            VStack(alignment: .leading) {
                Text("Cardiology consilium").font(.headline)
                Text("New results were added").font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            MessagesBadgeView(count: 12, color: .red.opacity(0.6))
        }
    }
}
