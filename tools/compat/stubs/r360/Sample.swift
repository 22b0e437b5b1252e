import SwiftUI

@MainActor func makeSampleRow() -> some View {
    VStack(spacing: 16) {
        SyncInfoCard(imageName: "exclamationmark.triangle", imageColor: .orange,
                     title: "Não foi possível conectar ao servidor.", timestamp: "21/08/2023 18:52")
        SyncInfoCard(imageName: "checkmark.circle", imageColor: .green,
                     title: "Sincronização concluída.", timestamp: "21/08/2023 18:53")
    }
    .padding()
}
