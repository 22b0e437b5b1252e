import SwiftUI

// Actuals: the Strava badge under each session's title on the dark screen.
@MainActor func makeSampleRow() -> some View {
    ZStack {
        DailyDriver.screenBackground.ignoresSafeArea()
        VStack(alignment: .leading, spacing: 14) {
            ForEach([("Morning tempo run", StravaDecorationState.ours),
                     ("Zwift group ride", .skipped(rule: .virtual)),
                     ("Club long run", .untouched)], id: \.0) { title, state in
                VStack(alignment: .leading, spacing: 6) {
                    Text(title).font(.system(size: 15, weight: .semibold)).foregroundColor(.white)
                    SZStravaBadge(decoration: state)
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .preferredColorScheme(.dark)
}
