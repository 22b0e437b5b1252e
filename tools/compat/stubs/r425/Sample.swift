import SwiftUI

@MainActor func makeSampleRow() -> some View {
    StoriesProgressView(pages: WelcomeStoryPage.allCases, currentPageIndex: 2, progress: .constant(0.4))
        .padding()
        .background(Color.purple)
}
