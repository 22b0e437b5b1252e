import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // The weekly debrief lists the reader's statistics one under another.
    VStack(alignment: .leading, spacing: 16) {
        StatisticView(image: .volume.feed, leftText: "read", number: 45, rightText: "articles")
        StatisticView(image: .volume.bookmark, leftText: "saved", number: 12, rightText: "articles")
        StatisticView(image: Image(systemName: "megaphone"), leftText: "gave", number: 8, rightText: "shout-outs")
    }
    .padding(.horizontal, 20)
    .padding(.vertical)
    .background(Color.white)
}
