import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        NoticeBox {
            Text("Backup your recovery phrase to prevent losing your funds.")
                .font(.callout)
        }
        NoticeBox(backgroundColor: Color.appAccent.opacity(0.1)) {
            HStack(alignment: .top) {
                Image(systemName: "exclamationmark.triangle")
                Text("A deposit will expire soon.")
            }
            .font(.callout)
        }
    }
    .padding()
}
