import Foundation
import Combine
// Stubs for CubeEdge/Longhorn ios/LonghornApp/Views/Components/DailyWordBadge.swift (what the file uses
// from elsewhere in its app: Models/DailyWord.swift and Services/DailyWordService.swift, with a batch
// held in memory instead of fetched and cached, and speech left out).

enum DailyWordLanguage: String, Codable, CaseIterable {
    case de = "de"
    case ja = "ja"
    case en = "en"
    case zh = "zh"

    var flag: String {
        switch self {
        case .de: return "🇩🇪"
        case .ja: return "🇯🇵"
        case .en: return "🇺🇸"
        case .zh: return "📚"
        }
    }

    var availableLevels: [String] {
        switch self {
        case .de: return ["A1", "A2", "B1"]
        case .ja: return ["N5", "N4", "N3"]
        case .en: return ["Elementary", "Intermediate", "Advanced", "Common Phrases"]
        case .zh: return ["Idioms", "Classical", "Poetry"]
        }
    }
}

struct WordExample: Codable, Identifiable {
    var id: String { sentence }
    let sentence: String
    let translation: String
}

struct WordEntry: Codable, Identifiable {
    let id: Int
    let word: String
    let phonetic: String?
    let meaning: String
    let meaningZh: String
    let partOfSpeech: String?
    let examples: [WordExample]
    let image: String?
    let level: String?
    let topic: String?

    init(id: Int = 0, word: String, phonetic: String?, meaning: String, meaningZh: String, partOfSpeech: String?,
         examples: [WordExample], image: String?, level: String?, topic: String? = nil) {
        self.id = id
        self.word = word
        self.phonetic = phonetic
        self.meaning = meaning
        self.meaningZh = meaningZh
        self.partOfSpeech = partOfSpeech
        self.examples = examples
        self.image = image
        self.level = level
        self.topic = topic
    }
}

class DailyWordService: ObservableObject {
    static let shared = DailyWordService()

    @Published var currentWord: WordEntry?
    @Published var currentLanguage: DailyWordLanguage = .en
    @Published var currentLevel: String = "Advanced"
    @Published var isLoading = false
    @Published private(set) var batchWords: [WordEntry] = []
    @Published var currentIndex: Int = 0 {
        didSet { currentWord = batchWords.indices.contains(currentIndex) ? batchWords[currentIndex] : nil }
    }
    @Published var isUpdating = false

    private init() {}

    /// Test double: sets the batch the badge shows.
    func load(_ words: [WordEntry], index: Int = 0) {
        batchWords = words
        currentIndex = index
    }

    func setLanguage(_ lang: String) { currentLanguage = DailyWordLanguage(rawValue: lang) ?? .en }
    func setLevel(_ level: String) { currentLevel = level }
    func forceRefresh() {}
    func clearCache() { batchWords = []; currentWord = nil }
    func speak(text: String) {}
}
