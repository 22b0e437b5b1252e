import SwiftUI

@MainActor func makeSampleRow() -> some View {
    List {
        LanguageCellView(language: "en_US")
        LanguageCellView(language: "ja_JP")
        LanguageCellView(language: "pt_BR")
        LanguageCellView(language: "fr")
    }
}
