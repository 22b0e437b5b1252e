import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 16) {
        CardView {
            VStack(alignment: .leading) {
                Text("Daily Active Users").font(.headline)
                Text("1,284").font(.largeTitle).bold()
            }
            .padding()
        }
        CardView(selected: true) {
            VStack(alignment: .leading) {
                Text("New Sessions").font(.headline)
                Text("317").font(.largeTitle).bold()
            }
            .padding()
        }
    }
    .padding()
    .background(Color(UIColor.systemGroupedBackground))
}
