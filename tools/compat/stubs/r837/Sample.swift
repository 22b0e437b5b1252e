import SwiftUI

// The splash screen's list of features.
@MainActor func makeSampleRow() -> some View {
    VStack(alignment: .leading, spacing: 24) {
        FeatureInfoView(featureInfo: FeatureInfoModel(title: "Live Scoring",
                                                      description: "Count every stone as the match goes on.",
                                                      imageName: "stopwatch.fill"))
        FeatureInfoView(featureInfo: FeatureInfoModel(title: "Saved Matches",
                                                      description: "Keep your scores and look back on them later.",
                                                      imageName: "tray.full.fill"))
        FeatureInfoView(featureInfo: FeatureInfoModel(title: "Dark Mode", description: "Easy on the eyes at night.",
                                                      imageName: "moon.fill"))
    }
    .padding()
}
