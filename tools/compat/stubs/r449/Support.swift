import CoreLocation
import SwiftUI
import TimeMachine
// Stubs for daneden/Solstice Solstice/List View/LocationListRow.swift: the location protocols and
// TemporaryLocation with its London placeholder (Helpers/AnyLocation.swift), CurrentLocation
// (Helpers/CurrentLocation.swift; no fix yet, so no name), LocationNameResolver (Helpers/Globals.swift;
// the stored names, no geocoding), NTSolar (Helpers/NTSolar.swift and Extensions/NTSolar++.swift;
// sunrise and sunset from the textbook sunrise equation instead of the app's full algorithm) and
// TimeMachine.solsticeTimeMachine (Extensions/TimeMachine++.swift).

protocol AnyLocation: Hashable {
    var title: String? { get }
    var subtitle: String? { get }
    var timeZoneIdentifier: String? { get }
    var latitude: Double { get }
    var longitude: Double { get }
}

protocol ObservableLocation: AnyLocation, AnyObject {}

extension AnyLocation {
    var timeZone: TimeZone {
        guard let timeZoneIdentifier, let timeZone = TimeZone(identifier: timeZoneIdentifier) else {
            return .autoupdatingCurrent
        }
        return timeZone
    }

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

final class TemporaryLocation: ObservableLocation {
    let title: String?
    let subtitle: String?
    let timeZoneIdentifier: String?
    let latitude: Double
    let longitude: Double

    init(title: String?, subtitle: String?, timeZoneIdentifier: String?, latitude: Double, longitude: Double) {
        self.title = title
        self.subtitle = subtitle
        self.timeZoneIdentifier = timeZoneIdentifier
        self.latitude = latitude
        self.longitude = longitude
    }

    static func == (lhs: TemporaryLocation, rhs: TemporaryLocation) -> Bool { lhs.hashValue == rhs.hashValue }

    func hash(into hasher: inout Hasher) {
        hasher.combine(latitude)
        hasher.combine(longitude)
    }

    static var placeholderLondon: TemporaryLocation {
        TemporaryLocation(title: "London", subtitle: "England", timeZoneIdentifier: "GMT", latitude: 51.5072, longitude: -0.1276)
    }
}

@Observable
class CurrentLocation: NSObject, ObservableLocation {
    var title: String? { nil }
    var subtitle: String? { nil }
    var timeZoneIdentifier: String? { nil }
    var latitude: Double { 0 }
    var longitude: Double { 0 }
}

@Observable
final class LocationNameResolver {
    func displayName(for location: some AnyLocation) -> (title: String?, subtitle: String?) {
        (location.title, location.subtitle)
    }
}

struct NTSolar {
    let date: Date
    let sunrise: Date?
    let sunset: Date?
    let startOfDay: Date
    let endOfDay: Date

    init?(for date: Date, coordinate: CLLocationCoordinate2D, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.date = date
        startOfDay = calendar.startOfDay(for: date)
        endOfDay = startOfDay.addingTimeInterval(24 * 3600 - 1)
        let dayOfYear = Double(calendar.ordinality(of: .day, in: .year, for: date) ?? 1)
        let declination = -23.44 * cos(2 * .pi / 365 * (dayOfYear + 10)) * .pi / 180
        let latitude = coordinate.latitude * .pi / 180
        let cosHourAngle = (sin(-0.833 * .pi / 180) - sin(latitude) * sin(declination)) / (cos(latitude) * cos(declination))
        guard cosHourAngle > -1, cosHourAngle < 1 else {
            sunrise = nil
            sunset = nil
            return
        }
        let halfDayHours = acos(cosHourAngle) * 180 / .pi / 15
        let utcOffsetHours = Double(timeZone.secondsFromGMT(for: date)) / 3600
        let solarNoonHours = 12 - coordinate.longitude / 15 + utcOffsetHours
        sunrise = startOfDay.addingTimeInterval((solarNoonHours - halfDayHours) * 3600)
        sunset = startOfDay.addingTimeInterval((solarNoonHours + halfDayHours) * 3600)
    }

    var daylightDuration: TimeInterval {
        if let sunrise, let sunset { return sunrise.distance(to: sunset) }
        return 0
    }

    var safeSunrise: Date { sunrise ?? startOfDay.addingTimeInterval(12 * 3600) }

    var safeSunset: Date { sunset ?? startOfDay.addingTimeInterval(12 * 3600) }
}

extension TimeMachine {
    static var solsticeTimeMachine = TimeMachine(incrementUnit: .day, incrementRange: -182 ... 182)
}
