// Stubs for TUM-Dev/Campus-iOS Campus-iOS/MapComponent/View/Campuses/CampusCellView.swift: the Campus
// enum (Base/Enums/Enums.swift: its names and asset images), TUMLocation (MapComponent/Types) and
// LocationView (MapComponent/View/LocationView.swift), reduced to what the card links to. Our own doubles.
import SwiftUI

enum Campus: String, CaseIterable {
    case stammgelaende = "👔 Stammgelände"
    case olympiapark = "⛹️‍♀️ Campus Olympiapark"
    case garching = "🧪 Garching Forschungszentrum"
    case freising = "🌱 Campus Freising"

    var image: Image {
        switch self {
        case .stammgelaende: Image("campus-stamm")
        case .olympiapark: Image("campus-olympia")
        case .garching: Image("campus-garching")
        case .freising: Image("campus-freising")
        }
    }
}

struct TUMLocation: Identifiable {
    let id = UUID()
    var name: String
    var symbol: Image

    init(campus: Campus) {
        name = campus.rawValue
        symbol = Image(systemName: "building.2.crop.circle.fill")
    }
}

struct LocationView: View {
    let location: TUMLocation
    var body: some View {
        Text(location.name)
    }
}
