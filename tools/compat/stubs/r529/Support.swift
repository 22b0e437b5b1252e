// Stubs for bradyv/PeapodApp PeapodApp/Sheets/PodcastDetailsRow.swift: the Core Data entities Episode and
// Podcast (the fields the row reads; the app keeps queued/played in a Playback entity, folded in here),
// ArtworkView (Custom UI/Embeds/ArtworkView.swift),
// RoundedRelativeDateView (Helpers/Formatting/TimeFormatter.swift), PodcastDetailView (Sheets; its content
// left out), and the app's colour sets and text styles: our own stand-ins with the app's names and values.
import SwiftUI
import UIKit
import CoreData
import Kingfisher

class Podcast: NSManagedObject {
    var feedUrl: String?
    var image: String?
    var title: String?
}

class Episode: NSManagedObject {
    var title: String?
    var airDate: Date?
    var podcast: Podcast?
    var isQueued: Bool = false
    var isPlayed: Bool = false
}

struct PodcastDetailView: View {
    let feedUrl: String

    var body: some View { Text(feedUrl) }
}

/// Our stand-in for the app's ArtworkView: square artwork (the "placeholder" asset until it loads, or without
/// an address), optionally sized, with rounded corners, a faint white rim and an optional slight tilt.
struct ArtworkView: View {
    let url: String
    var size: CGFloat?
    let cornerRadius: CGFloat
    var tilt: Bool = false

    private var placeholder: some View {
        Image("placeholder").resizable().aspectRatio(1, contentMode: .fill)
    }

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius)
        return ZStack {
            if let link = URL(string: url) {
                KFImage(link)
                    .placeholder { placeholder }
                    .resizable()
                    .aspectRatio(1, contentMode: .fill)
            } else {
                placeholder
            }
        }
        .frame(width: size, height: size)
        .clipShape(shape)
        .overlay(shape.strokeBorder(Color.white.blendMode(.overlay), lineWidth: 1))
        .rotationEffect(.degrees(tilt ? 2 : 0))
    }
}

/// Our stand-in for the app's RoundedRelativeDateView: the distance to the date in its largest whole unit,
/// spelled out ("20 hours ago", "in 2 days", "Just now"), refreshed every minute.
struct RoundedRelativeDateView: View {
    let date: Date

    @State private var now: Date = .now

    var body: some View {
        Text(Self.phrase(for: date, now: now))
            .onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { now = $0 }
    }

    static func phrase(for date: Date, now: Date) -> String {
        let span = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute],
                                                   from: min(date, now), to: max(date, now))
        let units: [(Int, String)] = [(span.year ?? 0, "year"), (span.month ?? 0, "month"), (span.day ?? 0, "day"),
                                      (span.hour ?? 0, "hour"), (span.minute ?? 0, "minute")]
        let (count, unit) = units.first { $0.0 > 0 } ?? (0, "minute")
        let amount = "\(count) \(unit)" + (count == 1 ? "" : "s")
        if date > now { return "in " + amount }
        return count == 0 ? "Just now" : amount + " ago"
    }
}
