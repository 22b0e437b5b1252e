import SwiftUI
// Stub of OneBusAway/onebusaway-ios's framework OBAKitCore: the models, theme colours and formatters the
// corpus rows use (Models/REST/ArrivalDeparture.swift, References/Route.swift, References/Stop.swift,
// Theme/Theme.swift, Utilities/Formatters.swift), reduced to what they read.

public final class ArrivalDeparture {
    public enum OccupancyStatus: String, Codable {
        case unknown = ""
        case empty = "EMPTY"
        case manySeatsAvailable = "MANY_SEATS_AVAILABLE"
        case fewSeatsAvailable = "FEW_SEATS_AVAILABLE"
        case standingRoomOnly = "STANDING_ROOM_ONLY"
        case crushedStandingRoomOnly = "CRUSHED_STANDING_ROOM_ONLY"
        case full = "FULL"
        case notAcceptingPassengers = "NOT_ACCEPTING_PASSENGERS"
        case noDataAvailable = "NO_DATA_AVAILABLE"
        case notBoardable = "NOT_BOARDABLE"
    }
}

public final class Route: Identifiable {
    public enum RouteType: Int, Codable {
        case lightRail = 0
        case subway = 1
        case rail = 2
        case bus = 3
        case ferry = 4
        case cableCar = 5
        case gondola = 6
        case funicular = 7
        case unknown = 999
    }

    public let id: String
    public let shortName: String
    public let routeType: RouteType

    public init(id: String, shortName: String, routeType: RouteType) {
        self.id = id
        self.shortName = shortName
        self.routeType = routeType
    }
}

/// A transit stop (the app decodes it from the REST API; it is an NSObject with a CLLocation).
public final class Stop: Identifiable {
    public let id: String
    public let code: String
    public let name: String
    public var routes: [Route]!

    public init(id: String, code: String, name: String, routes: [Route]) {
        self.id = id
        self.code = code
        self.name = name
        self.routes = routes
    }

    /// The route type that should be used to represent this Stop on a map.
    public var prioritizedRouteTypeForDisplay: Route.RouteType {
        let types = Set(routes.map { $0.routeType })
        for t in [Route.RouteType.ferry, .lightRail, .subway, .rail, .bus] where types.contains(t) {
            return t
        }
        return .unknown
    }
}

public final class ThemeColors {
    public static let shared = ThemeColors()

    /// Primary theme colour (the app's "brand" colour set; this is the fallback Theme.swift uses).
    public let brand: UIColor = UIColor(red: 0.471, green: 0.667, blue: 0.212, alpha: 1.0)
}

public class Formatters {
    /// "Route 8, 10, 49" style list of a stop's route names.
    public class func formattedRoutes(_ routes: [Route]) -> String? {
        guard !routes.isEmpty else { return nil }
        return "Routes: " + routes.map(\.shortName).joined(separator: ", ")
    }

    /// Name, routes and stop ID, for VoiceOver (the app adds the stop's direction when known).
    public class func formattedAccessibilityLabel(stop: Stop, bookmarkName: String? = nil) -> String {
        var parts: [String] = []
        if let bookmarkName, !bookmarkName.isEmpty, bookmarkName != stop.name {
            parts.append(bookmarkName)
        }
        parts.append(stop.name)
        if let routes = formattedRoutes(stop.routes) {
            parts.append(routes)
        }
        parts.append("Stop ID: \(stop.code)")
        return parts.joined(separator: "; ")
    }
}
