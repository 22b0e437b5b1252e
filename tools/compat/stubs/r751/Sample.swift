import SwiftUI
import UnwatchedShared

// Onboarding: suggested channels to subscribe to.
@MainActor func makeSampleRow() -> some View {
    let channels = OnboardingChannelSuggestions.all
    return List {
        ForEach(Array(channels.enumerated()), id: \.element.id) { index, channel in
            OnboardingChannelRow(channel: channel, isSelected: index == 0, showsDivider: index > 0, toggle: {})
        }
    }
    .environment(ImageCacheManager())
}
