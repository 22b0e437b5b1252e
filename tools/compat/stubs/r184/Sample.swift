import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // As the news list: an article title and its source's name.
    List {
        NewsRow(newsTitle: "WHO says new cases are rising again in Europe as countries ease restrictions", newsSource: "Reuters")
    }
}
