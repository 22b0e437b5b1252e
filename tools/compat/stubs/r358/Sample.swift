import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As in the file's preview.
    VStack(spacing: 10) {
        TopChartRow(item: TopChartItem(id: "A", rankNumber: "1", contentId: "ABC",
                                       contentName: "GRANDE DIA (Pavarotti)", contentAuthorId: "DEF",
                                       contentAuthorName: "Bolsonaro", shareCount: 3))
        TopChartRow(item: TopChartItem(id: "B", rankNumber: "2", contentId: "ABC",
                                       contentName: "Ihuuu (compilação)", contentAuthorId: "DEF",
                                       contentAuthorName: "Jair Bolsonaro", shareCount: 2))
        TopChartRow(item: TopChartItem(id: "C", rankNumber: "4", contentId: "ABC",
                                       contentName: "Ai eu me sinto o Pikachu", contentAuthorId: "DEF",
                                       contentAuthorName: "Fernanda Torres", shareCount: 2))
        TopChartRow(item: TopChartItem(id: "D", rankNumber: "5", contentId: "ABC",
                                       contentName: "Amontoado de coisa escrita", contentAuthorId: "DEF",
                                       contentAuthorName: "Jair Bolsonaro", shareCount: 1))
    }
    .padding(.horizontal, 14)
}
