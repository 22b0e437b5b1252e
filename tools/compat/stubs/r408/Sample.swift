import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 0) {
        InfoRow(title: "Ad", value: "Ayşe Yılmaz")
        InfoRow(title: "Yaş", value: "29")
        InfoRow(title: "Şehir", value: "İstanbul")
        InfoRow(title: "Meslek", value: "Yazılım mühendisi")
    }
    .padding(.vertical)
}
