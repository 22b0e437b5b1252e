import SwiftUI

// A volunteer profile's badges.
@MainActor func makeSampleRow() -> some View {
    let badges = [
        Badge(name: "First Event", badgeImageType: .system(name: "star.circle.fill"), id: "b1"),
        Badge(name: "10 Hours", badgeImageType: .system(name: "clock.fill"), id: "b2"),
        Badge(name: "Team Player", badgeImageType: .uploaded(url: "https://example.com/badge.png"), id: "b3"),
    ]
    return ScrollView(.horizontal) {
        HStack {
            ForEach(badges) { badge in
                BadgeView(badge: badge)
            }
        }
        .padding()
    }
}
