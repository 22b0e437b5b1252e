// Stubs shared by the hybrayhem/scrumdinger rows (r639, r640): Theme (Models/Theme.swift; its colour sets
// from the asset catalog, given here as their sRGB values), DailyScrum with its sample data
// (Models/DailyScrum.swift), SFSymbols with Label(_:symbol:) and Image(symbol:) (Models/SFSymbols.swift),
// TrailingIconLabelStyle and .trailingIcon (Styles/), ScrumProgressViewStyle (Styles/) and
// View.adaptiveForegroundColor (Extensions/). Our own test doubles.
import SwiftUI

enum Theme: String, Identifiable, CaseIterable, Codable {
    case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle, poppy, purple,
         seafoam, sky, tan, teal, yellow

    var id: String { name }

    var accentColor: Color {
        switch self {
        case .indigo, .magenta, .navy, .oxblood, .purple: return .white
        default: return .black
        }
    }

    var mainColor: Color {
        switch self {
        case .bubblegum: return Color(red: 0.93, green: 0.57, blue: 0.78)
        case .buttercup: return Color(red: 1.0, green: 0.93, blue: 0.56)
        case .indigo: return Color(red: 0.2, green: 0.0, blue: 0.55)
        case .lavender: return Color(red: 0.81, green: 0.81, blue: 1.0)
        case .magenta: return Color(red: 0.65, green: 0.11, blue: 0.45)
        case .navy: return Color(red: 0.0, green: 0.08, blue: 0.37)
        case .orange: return Color(red: 1.0, green: 0.55, blue: 0.32)
        case .oxblood: return Color(red: 0.29, green: 0.02, blue: 0.02)
        case .periwinkle: return Color(red: 0.53, green: 0.53, blue: 1.0)
        case .poppy: return Color(red: 1.0, green: 0.37, blue: 0.37)
        case .purple: return Color(red: 0.57, green: 0.27, blue: 0.72)
        case .seafoam: return Color(red: 0.8, green: 0.93, blue: 0.92)
        case .sky: return Color(red: 0.43, green: 0.69, blue: 1.0)
        case .tan: return Color(red: 0.76, green: 0.64, blue: 0.5)
        case .teal: return Color(red: 0.13, green: 0.51, blue: 0.57)
        case .yellow: return Color(red: 1.0, green: 0.88, blue: 0.15)
        }
    }

    var name: String { rawValue.capitalized }
}

struct DailyScrum: Identifiable, Codable {
    struct Attendee: Identifiable, Codable {
        let id: UUID
        var name: String
        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var theme: Theme

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: Theme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }

    static let sampleData: [DailyScrum] = [
        DailyScrum(title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10,
                   theme: .yellow),
        DailyScrum(title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5,
                   theme: .orange),
        DailyScrum(title: "Web Dev", attendees: ["Chella", "Chris", "Christina", "Eden", "Karla", "Lindsey"],
                   lengthInMinutes: 5, theme: .poppy),
    ]
}

enum SFSymbols: String {
    case plus, plus_circle_fill, hourglass_tophalf_fill, hourglass_bottomhalf_fill, forward_fill, person, person_3,
         clock, timer, paintpalette, calendar, chevron_right, mic, mic_slash

    var name: String { rawValue.replacingOccurrences(of: "_", with: ".") }
    var image: Image { Image(systemName: name) }
}

extension Image {
    init(symbol: SFSymbols) {
        self.init(systemName: symbol.name)
    }
}

extension Label where Title == Text, Icon == Image {
    init(_ title: String, symbol: SFSymbols) {
        self.init(title, systemImage: symbol.name)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

struct ScrumProgressViewStyle: ProgressViewStyle {
    var theme: Theme

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(theme.accentColor)
                .frame(height: 20)
            ProgressView(configuration)
                .tint(theme.mainColor)
                .frame(height: 12)
                .padding(.horizontal)
        }
    }
}

extension View {
    @ViewBuilder func adaptiveForegroundColor(_ color: Color) -> some View {
        foregroundStyle(color)
    }
}
