import SwiftUI

// A conversation's day separators between messages.
@MainActor func makeSampleRow() -> some View {
    ScrollView {
        VStack(spacing: 0) {
            DateRow(timestamp: Date(timeIntervalSince1970: 1_700_000_000))
            Text("Hi! Are we still on for Friday?")
                .padding(10).background(Color.blue).foregroundColor(.white).cornerRadius(10)
                .frame(maxWidth: .infinity, alignment: .trailing).padding(.horizontal)
            DateRow(timestamp: Date().addingTimeInterval(-86_400))
            DateRow(timestamp: Date())
        }
    }
}
