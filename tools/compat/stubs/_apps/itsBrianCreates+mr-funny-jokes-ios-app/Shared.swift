// Stubs shared by the itsBrianCreates/mr-funny-jokes-ios-app rows (r666–r668): Color(light:dark:) and the card
// background (Utilities/Color+Extensions.swift, with its ShapeStyle shorthand), HapticManager
// (Utilities/HapticManager.swift; no haptics here), the Joke, JokeCategory and JokeCharacter models (Models/),
// CompactRatingView (Views/GrainOMeterView.swift), JokeDetailSheet (the sheet a card opens), and the skeleton
// helpers shimmer() and SkeletonShape (Views/Skeleton/ShimmerModifier.swift). Our own test doubles.
import SwiftUI
import UIKit

extension Color {
    init(light: Color, dark: Color) {
        self.init(uiColor: UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(dark) : UIColor(light)
        })
    }

    static let cardBackground = Color(light: Color(red: 0.96, green: 0.96, blue: 0.97),
                                      dark: Color(red: 0.15, green: 0.15, blue: 0.16))
    static let brandYellow = Color(red: 1.0, green: 0.88, blue: 0.21)
}

extension ShapeStyle where Self == Color {
    static var cardBackground: Color { Color.cardBackground }
}

final class HapticManager {
    static let shared = HapticManager()
    func lightTap() {}
    func mediumImpact() {}
}

enum JokeCategory: String, Codable, CaseIterable, Identifiable {
    case dadJoke = "Dad Jokes"
    case knockKnock = "Knock-Knock Jokes"
    case pickupLine = "Pick Up Lines"

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .dadJoke: return "face.smiling"
        case .knockKnock: return "door.left.hand.closed"
        case .pickupLine: return "heart.circle"
        }
    }
}

struct Joke: Identifiable, Codable, Equatable {
    let id: UUID
    let category: JokeCategory
    let setup: String
    let punchline: String
    var userRating: Int?
    var character: String?

    init(id: UUID = UUID(), category: JokeCategory, setup: String, punchline: String, userRating: Int? = nil,
         character: String? = nil) {
        self.id = id
        self.category = category
        self.setup = setup
        self.punchline = punchline
        self.userRating = userRating
        self.character = character
    }
}

struct JokeCharacter: Identifiable, Hashable {
    let id: String
    let name: String
    let imageName: String
    let color: Color

    static let mrFunny = JokeCharacter(id: "mr_funny", name: "Mr. Funny", imageName: "MrFunny", color: .brandYellow)
    static let mrPotty = JokeCharacter(id: "mr_potty", name: "Mr. Potty", imageName: "MrPotty",
                                       color: Color(red: 101 / 255, green: 67 / 255, blue: 33 / 255))
    static let mrLove = JokeCharacter(id: "mr_love", name: "Mr. Love", imageName: "MrLove", color: .pink)
    static let allCharacters: [JokeCharacter] = [.mrFunny, .mrPotty, .mrLove]

    static func find(byName name: String) -> JokeCharacter? {
        allCharacters.first { $0.name == name }
    }
}

struct CompactRatingView: View {
    let rating: Int?
    var body: some View {
        if let rating {
            if rating == 5 {
                Text("😂").font(.callout)
            } else if rating == 1 {
                Text("🫠").font(.callout)
            }
        }
    }
}

struct JokeDetailSheet: View {
    let joke: Joke
    let isCopied: Bool
    let onDismiss: () -> Void
    let onShare: () -> Void
    let onCopy: () -> Void
    let onRate: (Int) -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text(joke.setup).font(.title2.weight(.semibold))
            Text(joke.punchline).font(.title3)
        }
        .padding()
    }
}

struct ShimmerModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.opacity(0.8)
    }
}

extension View {
    func shimmer() -> some View {
        modifier(ShimmerModifier())
    }
}

struct SkeletonShape: View {
    let width: CGFloat?
    let height: CGFloat
    let cornerRadius: CGFloat

    init(width: CGFloat? = nil, height: CGFloat = 16, cornerRadius: CGFloat = 4) {
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
    }

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius)
            .fill(Color(light: Color(white: 0.85), dark: Color(white: 0.25)))
            .frame(width: width, height: height)
    }
}
