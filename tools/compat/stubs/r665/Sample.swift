import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // A knowledge topic ends with the next-steps card in the grouped scroll view.
    ZStack {
        Color(.systemGroupedBackground).ignoresSafeArea()
        ScrollView {
            NextStepsCard(topicIds: ["kommunalpolitik-basics", "antragsformulierung", "haushalt-lesen"])
                .padding()
        }
    }
}
