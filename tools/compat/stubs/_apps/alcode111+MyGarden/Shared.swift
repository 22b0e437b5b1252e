// Stubs for alcode111/MyGarden (r923, r924, r949): the plant and its journal entries (Models/Plant.swift), the date
// helper (Utilities/HelperFunctions.swift), the view model's mock plants the previews use
// (ViewModel/PlantViewModel.swift; without pictures), and a plain stand-in of ours for the rotated badge symbol
// (Components/Badge/RotatedBadgeSymbol.swift, BadgeSymbol.swift): a leaf-like shape turned about its foot.
import SwiftUI

struct Plant: Identifiable {
    let id = UUID()
    var icon: String
    var title: String
    var latitude: Double
    var longitude: Double
    var entries: [Entry]
}

struct Entry: Identifiable {
    let id = UUID()
    var picture: Data?
    var notes: String?
    var date: Date
}

class FormatDatesAndTime {
    static func formattedDateWithTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE d MMMM 'at' HH:mm"
        return formatter.string(from: date)
    }
}

class PlantViewModel {
    static let mockPlants: [Plant] = [
        Plant(icon: "🌵", title: "Prickly Pear", latitude: 32.7157, longitude: -117.1611, entries: [
            Entry(picture: nil, notes: "The pads look healthy and the first fruit is forming.", date: Date(timeIntervalSince1970: 1_763_700_000)),
        ]),
        Plant(icon: "🌱", title: "Fiddle-Leaf Fig", latitude: 40.7128, longitude: -74.0060, entries: [
            Entry(picture: nil, notes: "Two new leaves this week.", date: Date(timeIntervalSince1970: 1_764_100_000)),
        ]),
    ]
}

struct RotatedBadgeSymbol: View {
    let angle: Angle
    var colorRotatedBadgeSymbol: Color

    var body: some View {
        GeometryReader { proxy in
            Path { path in
                let w = min(proxy.size.width, proxy.size.height)
                path.move(to: CGPoint(x: w / 2, y: 0))
                path.addLine(to: CGPoint(x: w * 0.1, y: w * 0.7))
                path.addLine(to: CGPoint(x: w * 0.9, y: w * 0.7))
                path.closeSubpath()
            }
            .fill(colorRotatedBadgeSymbol)
        }
        .padding(-60)
        .rotationEffect(angle, anchor: .bottom)
    }
}
