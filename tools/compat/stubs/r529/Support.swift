import SwiftUI
import UIKit
import CoreData
import Kingfisher
// Stubs for bradyv/PeapodApp PeapodApp/Sheets/PodcastDetailsRow.swift: the Core Data entities Episode and
// Podcast (the fields the row reads; the app keeps queued/played in a Playback entity, folded in here),
// ArtworkView (Custom UI/Embeds/ArtworkView.swift) with ifLet (Custom UI/Modifiers/PPButton.swift),
// RoundedRelativeDateView (Helpers/Formatting/TimeFormatter.swift), PodcastDetailView (Sheets; its content
// left out), and the app's colour sets and text styles, as the app has them.

private func assetColor(light: UInt32, lightAlpha: CGFloat, dark: UInt32, darkAlpha: CGFloat) -> Color {
    func ui(_ hex: UInt32, _ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
    return Color(UIColor { $0.userInterfaceStyle == .dark ? ui(dark, darkAlpha) : ui(light, lightAlpha) })
}

/// Xcode's generated symbols for the app's colour sets (Assets.xcassets/Colors, light and dark).
extension Color {
    static var text: Color { assetColor(light: 0x0A0A0A, lightAlpha: 0.75, dark: 0xFFFFFF, darkAlpha: 0.75) }
    static var heading: Color { assetColor(light: 0x0A0A0A, lightAlpha: 1, dark: 0xFFFFFF, darkAlpha: 1) }
    static var surface: Color { assetColor(light: 0x0A0A0A, lightAlpha: 0.10, dark: 0xFEFFFF, darkAlpha: 0.15) }
}

extension ShapeStyle where Self == Color {
    static var text: Color { Color.text }
    static var heading: Color { Color.heading }
}

/// Custom UI/Modifiers/Typography.swift (the text styles the rows use), as the app has it.
extension View {
    func typography(size: CGFloat, weight: Font.Weight = .regular, color: Color = .heading) -> some View {
        self.font(.system(size: size, weight: weight)).foregroundColor(color)
    }
}

struct TextStyle: ViewModifier {
    var size: CGFloat
    var weight: Font.Weight = .regular
    var color: Color = .heading

    func body(content: Content) -> some View {
        content.font(.system(size: size, weight: weight)).foregroundColor(color)
    }
}

extension View {
    func textBody() -> some View { self.typography(size: 17, color: .text).fontWidth(.condensed) }
    func textDetailEmphasis() -> some View { self.modifier(TextStyle(size: 14, weight: .medium)).fontWidth(.condensed) }
    func textDetail() -> some View { self.modifier(TextStyle(size: 14, color: .text)).fontWidth(.condensed) }
}

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

    var body: some View {
        Text(feedUrl)
    }
}

struct ArtworkView: View {
    let url: String
    var size: CGFloat?
    let cornerRadius: CGFloat
    var tilt: Bool = false

    private var imageURL: URL? {
        URL(string: url)
    }

    var body: some View {
        Group {
            if let imageURL = imageURL {
                KFImage(imageURL)
                    .placeholder {
                        Image("placeholder")
                            .resizable()
                            .aspectRatio(1, contentMode: .fill)
                    }
                    .resizable()
                    .aspectRatio(1, contentMode: .fill)
            } else {
                Image("placeholder")
                    .resizable()
                    .aspectRatio(1, contentMode: .fill)
            }
        }
        .ifLet(size) { view, size in
            view.frame(width: size, height: size)
        }
        .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
        .overlay(
            RoundedRectangle(cornerRadius: cornerRadius)
                .strokeBorder(Color.white.blendMode(.overlay), lineWidth: 1)
        )
        .rotationEffect(.degrees(tilt ? 2 : 0))
    }
}

extension View {
    @ViewBuilder
    func ifLet<T, Content: View>(_ value: T?, transform: (Self, T) -> Content) -> some View {
        if let value = value {
            transform(self, value)
        } else {
            self
        }
    }
}

struct RoundedRelativeDateView: View {
    let date: Date

    @State private var currentDate: Date = .now

    private let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

    private static let formatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.year, .month, .day, .hour, .minute]
        formatter.maximumUnitCount = 1
        formatter.unitsStyle = .full
        return formatter
    }()

    var body: some View {
        Text(formattedDateString)
            .onReceive(timer) { newTime in
                self.currentDate = newTime
            }
    }

    private var formattedDateString: String {
        let relativeString = Self.formatter.string(from: date, to: currentDate) ?? ""
        if date > currentDate {
            return "in \(relativeString)"
        } else {
            if relativeString.isEmpty || relativeString == "0 minutes" {
                return "Just now"
            }
            return "\(relativeString) ago"
        }
    }
}
