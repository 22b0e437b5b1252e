import SwiftUI

// Stubs for what cstv's components use from the rest of the app (mmgoncalves/cstv at 6d9c806f),
// with the app's values.

// Utils/Extensions/Color+Extension.swift, from Resources/Assets.xcassets (one value for both
// appearances).
extension Color {
    static var appBackground: Color { Color(red: 0.086, green: 0.086, blue: 0.129) }
    static var cardBackground: Color { Color(red: 0.153, green: 0.149, blue: 0.224) }
    static var matchTimeBackground: Color { Color(red: 0.980, green: 0.980, blue: 0.980) }
    static var subtitleColor: Color { Color(red: 0.424, green: 0.420, blue: 0.494) }
}

// Utils/Extensions/Font+Extension.swift: "roboto", which the app does not bundle (iOS then uses
// the system font at that size).
extension Font {
    static func appFont(_ size: CGFloat) -> Font {
        Font.custom("roboto", size: size)
    }
}

// Utils/Extensions/View+CornerRadius.swift: clip with only some corners rounded.
extension View {
    func customCornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        // A corner's radius is at most half the shorter side, as UIBezierPath clamps it.
        let r = min(radius, min(rect.width, rect.height) / 2)
        func round(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let tl = round(.topLeft), tr = round(.topRight), bl = round(.bottomLeft), br = round(.bottomRight)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false) }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        path.closeSubpath()
        return path
    }
}

// Features/MatchDetail/Model/Player.swift and Teams.swift, Features/MatchList/Model/*.swift.
struct Player: Identifiable {
    let id: Int
    let firstName: String?
    let lastName: String?
    let image: String?
    let name: String
}
struct Team: Identifiable {
    let id: Int
    let image: String?
    let name: String
    let players: [Player]?
}
struct Opponents {
    let team: Team
}
struct League {
    let image: String?
    let name: String
}
struct Serie {
    let name: String?
}
struct Match: Identifiable {
    let id: Int
    let beginAt: String
    let league: League
    let status: MatchStatus?
    let opponents: [Opponents]
    let serie: Serie

    enum MatchStatus: String {
        case running
        case notStarted = "not_started"
        case finished
        case postponed
    }

    /// "Hoje, HH:mm" today, else "dd.MM HH:mm", in the device's time zone.
    var matchTime: String? {
        guard let date = ISO8601DateFormatter().date(from: beginAt) else { return nil }
        let today = Calendar.current.isDateInToday(date)
        let formatter = DateFormatter()
        formatter.dateFormat = today ? "HH:mm" : "dd.MM HH:mm"
        let time = formatter.string(from: date)
        return today ? "Hoje, \(time)" : time
    }
}
