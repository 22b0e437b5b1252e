// Stubs for TUM-Dev/Campus-iOS Campus-iOS/DeparturesComponent/View/DeparturesDetailsRowView.swift: the
// MVV departure models (DeparturesComponent/Types/Departures.swift, without decoding; the line colours
// for buses, trams and the U-Bahn lines), DeparturesWidgetViewModel (its walking distance) and
// SFSafariViewWrapper (Base/Views), a stand-in view. Our own test doubles.
import SwiftUI

struct DepartureDateTime: Hashable {
    let year, month, day, weekday, hour, minute: Int
}

struct ServingLine: Hashable {
    let key, code: Int
    let number, symbol: String
    let delay: Int?
    let direction, name: String

    func mapColor() -> Color {
        switch (code, number) {
        case (3, _): return Color(red: 0.004, green: 0.325, blue: 0.4)
        case (4, _): return Color(red: 0.886, green: 0.027, blue: 0.071)
        case (1, "U2"): return Color(red: 0.761, green: 0.031, blue: 0.192)
        case (1, "U4"): return Color(red: 0.012, green: 0.663, blue: 0.518)
        case (1, "U5"): return Color(red: 0.737, green: 0.478, blue: 0)
        case (1, "U6"): return Color(red: 0, green: 0.447, blue: 0.702)
        default: return .gray
        }
    }
}

struct AdditionalLink: Hashable {
    let id: String
    let linkURL: String
    let linkText, linkTextShort, linkTarget: String
}

struct InfoText: Hashable {
    let content, subtitle: String
}

struct LineInfoContent: Hashable {
    let infoLinkText: String?
    let infoText: InfoText?
    let additionalLinks: [AdditionalLink]?
}

struct LineInfoElement: Hashable {
    let lineInfo: LineInfoContent
}

enum LineInfosType: Hashable {
    case array([LineInfoContent])
    case element(LineInfoElement)
}

struct Departure: Hashable {
    let stopID, countdown: Int
    let dateTime: DepartureDateTime
    let realDateTime: DepartureDateTime?
    let servingLine: ServingLine
    let lineInfos: LineInfosType?
}

@MainActor
final class DeparturesWidgetViewModel: ObservableObject {
    @Published var departures: [Departure] = []
    @Published var walkingDistance: Int?

    init(walkingDistance: Int? = nil) {
        self.walkingDistance = walkingDistance
    }
}

/// Shows the page at `url` (the app wraps SFSafariViewController).
struct SFSafariViewWrapper: View {
    let url: URL
    var body: some View {
        Text(url.absoluteString)
    }
}
