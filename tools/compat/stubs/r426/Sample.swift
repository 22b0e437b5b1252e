import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 12) {
        DefaultTextWithTitleRowView(data: DefaultTextWithTitleRowViewData(title: "Card ID", text: "AF01 0000 0123 4567"))
        DefaultTextWithTitleRowView(data: DefaultTextWithTitleRowViewData(title: "Issuer", text: "TANGEM AG"))
    }
    .padding(.horizontal, 16)
}
