// `import CoreLocation` for rows that show places: coordinates and distances (a frame has no
// location services: nothing here asks where the device is).
import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

/// A latitude and longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Sendable, Hashable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { self.latitude = latitude; self.longitude = longitude }
}

/// Whether a coordinate is on the globe (latitude within ±90°, longitude within ±180°).
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A place: its coordinate (and altitude), and distances to other places.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude); altitude = 0
    }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance = 0) {
        self.coordinate = coordinate; self.altitude = altitude
    }
    /// The great-circle distance in meters (haversine, on a sphere of the Earth's mean radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let r = 6_371_008.8, rad = Double.pi / 180
        let (a, b) = (coordinate, location.coordinate)
        let dLat = (b.latitude - a.latitude) * rad, dLon = (b.longitude - a.longitude) * rad
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * rad) * cos(b.latitude * rad) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * r * asin(min(1, h.squareRoot()))
    }
}
