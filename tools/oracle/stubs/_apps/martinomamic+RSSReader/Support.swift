import SwiftUI

// martinomamic/RSSReader: the test-support code its row snapshot tests build with, restated from the
// RSSReaderKit TestUtility module (it imports SnapshotTesting, so it is not among the cases' files).

/// SharedMocks (TestUtility/SharedMocks.swift at 029e4926): the feeds and items the tests show.
enum SharedMocks {
    /// The mocks' publication date: "09.05.2025" read with the format "dd.MM.yyyy" by a
    /// DateFormatter of the machine's calendar, locale and time zone (midnight, 9 May 2025).
    static func pubDate(from string: String = "09.05.2025") -> Date? {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd.MM.yyyy"
        return formatter.date(from: string)
    }

    static func createFeed(
        title: String = "Default Test Feed",
        description: String? = "Default test description.",
        imageURL: URL? = URL(string: "https://default.example.com/image.jpg"),
        isFavorite: Bool = false,
        notificationsEnabled: Bool = false
    ) -> Feed {
        Feed(
            url: URL(string: "https://default.example.com/feed")!,
            title: title,
            description: description,
            imageURL: imageURL,
            isFavorite: isFavorite,
            notificationsEnabled: notificationsEnabled
        )
    }

    static func createFeedItem(
        title: String = "Default Test Item",
        pubDate: Date? = SharedMocks.pubDate(),
        description: String? = "Default item description.",
        imageURLString: String? = nil
    ) -> FeedItem {
        FeedItem(
            id: UUID(),
            feedID: UUID(),
            title: title,
            link: URL(string: "https://default.example.com/item")!,
            pubDate: pubDate,
            description: description,
            imageURL: imageURLString.flatMap { URL(string: $0) }
        )
    }
}

/// SnapshotAccessibility (TestUtility/SnapshotAccessibility.swift): the content size a snapshot is
/// taken at, set through the environment's size category.
enum SnapshotAccessibility {
    case none
    case XXXL
}

extension View {
    @ViewBuilder
    func withAccessibility(_ accessibility: SnapshotAccessibility) -> some View {
        switch accessibility {
        case .none:
            self
        case .XXXL:
            self.environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)
        }
    }
}

/// What TestUtility's assertSnapshot(view:layouts:accessibility:named:) snapshots, as it stood when
/// these references were recorded (SnapshotUtility.swift at 9082ed2, 2025-05-16): the view over the
/// system background, the colour scheme and content size set on the view alone. The host's own
/// trait collection is left as it is: the references show it dark (the recording simulator's
/// appearance), so the background behind the view resolves dark in the light snapshots too (each
/// case's `oracleHost`, set after val10 was measured).
@MainActor func snapshotPrepared<V: View>(_ view: V, scheme: ColorScheme, accessibility: SnapshotAccessibility = .none) -> some View {
    ZStack {
        Color(.systemBackground).ignoresSafeArea()
        view
            .environment(\.colorScheme, scheme)
            .withAccessibility(accessibility)
    }
}
