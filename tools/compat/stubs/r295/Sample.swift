import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let words = (1...20).map { i in
        WordEntry(id: i, word: i == 7 ? "resilient" : "word\(i)", phonetic: "/rɪˈzɪliənt/",
                  meaning: "able to recover quickly from difficulties", meaningZh: "有韧性的",
                  partOfSpeech: "adj.", examples: [], image: nil, level: "Advanced", topic: i == 7 ? "Work" : nil)
    }
    DailyWordService.shared.load(words, index: 6)
    return DailyWordBadge()
        .padding()
}
