import SwiftUI

@MainActor func makeSampleRow() -> some View {
    IntegrationTagsView(tags: ["Science Fiction", "Fantasy", "Dystopian", "Action", "Adventure", "Mystery", "Thriller"])
        .environmentObject(ThemeViewModel())
}
