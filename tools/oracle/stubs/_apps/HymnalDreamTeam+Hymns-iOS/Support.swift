import SwiftUI

// Stubs for what the Hymns-iOS cases' files (at 05692cc) name from the rest of the app and that the
// cases do not compile: the hymn identifier model (Infrastructure/Data/Models/HymnIdentifier.swift,
// which needs RealmSwift), the preview identifiers, the song-result view models (Common/
// SongResultViewModel.swift, which resolve a SystemUtil through Resolver) and the AnyView helper.
// Only what the cases' views and previews read is kept.

/// The hymn types the previews name (the app's enum has many more).
enum HymnType: String {
    case classic
    case newSong
    case howardHigashi
    case chineseSupplement
}

/// A hymn's type and number (the memberwise form the previews use).
struct HymnIdentifier: Equatable, Hashable {
    let hymnType: HymnType
    let hymnNumber: String
}

/// Preview Content/PreviewHymnIdentifiers.swift: the one identifier the cases' previews use.
struct PreviewHymnIdentifiers {
    static let cupOfChrist = HymnIdentifier(hymnType: .newSong, hymnNumber: "605")
}

/// A search result for one hymn: what SingleSongResultView reads.
class SingleSongResultViewModel: Identifiable {
    let stableId: HymnIdentifier
    let title: String
    let label: String?
    let destinationView: AnyView

    init(stableId: HymnIdentifier, title: String, label: String? = nil, destinationView: AnyView) {
        self.stableId = stableId
        self.title = title
        self.label = label
        self.destinationView = destinationView
    }
}

/// A search result for several hymns: what MultiSongResultView reads.
class MultiSongResultViewModel: Identifiable {
    let stableId: [HymnIdentifier]
    let title: String
    let labels: [String]?
    let destinationView: AnyView

    init(stableId: [HymnIdentifier], title: String, labels: [String]? = nil, destinationView: AnyView) {
        self.stableId = stableId
        self.title = title
        self.labels = labels
        self.destinationView = destinationView
    }
}

extension View {
    /// Infrastructure/View+Extensions.swift: the view, type-erased.
    func eraseToAnyView() -> AnyView { AnyView(self) }
}
