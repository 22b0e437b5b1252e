import SwiftUI
// Stubs for AlexRevature/HabitoApp HabitoApp/View/Challenges/ChallengeCellView.swift (what the row uses from elsewhere in its app).

/// View/Challenges/ChallengeTrackView.swift (the navigation destination; a short double here).
struct ChallengeTrackView: View {
    @Binding var info: ChallengeInfoFull

    init(info: Binding<ChallengeInfoFull>) {
        self._info = info
    }

    var body: some View {
        VStack {
            Text(info.title).font(.title)
            Text(info.message)
        }
    }
}
