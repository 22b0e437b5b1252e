// `import CoreLocation` for rows that show places: coordinates and distances (a frame has no
// location services: nothing here asks where the device is).
import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLLocationSpeedAccuracy = Double

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
    public let ellipsoidalAltitude: CLLocationDistance
    /// Accuracies in meters (or degrees, meters per second); negative: not known.
    public let horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy
    /// Heading in degrees and speed in meters per second; negative: not known.
    public let course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy
    /// When the place was measured: given, or the reference date (a render reads no clock).
    public let timestamp: Date
    public let floor: CLFloor?
    public let sourceInformation: CLLocationSourceInformation?

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
                  verticalAccuracy: -1, timestamp: Date(timeIntervalSinceReferenceDate: 0))
    }
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance = 0) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: 0, verticalAccuracy: 0,
                  timestamp: Date(timeIntervalSinceReferenceDate: 0))
    }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection = -1, courseAccuracy: CLLocationDirectionAccuracy = -1,
                speed: CLLocationSpeed = -1, speedAccuracy: CLLocationSpeedAccuracy = -1, timestamp: Date,
                sourceInfo: CLLocationSourceInformation? = nil) {
        self.coordinate = coordinate; self.altitude = altitude; ellipsoidalAltitude = altitude
        self.horizontalAccuracy = horizontalAccuracy; self.verticalAccuracy = verticalAccuracy
        self.course = course; self.courseAccuracy = courseAccuracy; self.speed = speed; self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp; floor = nil; sourceInformation = sourceInfo
    }
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                            verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                  course: course, speed: speed, timestamp: timestamp, sourceInfo: nil)
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

/// A building floor a place is on.
open class CLFloor: NSObject, @unchecked Sendable {
    public let level: Int
    public init(level: Int) { self.level = level }
}
/// Where a place's measurement came from.
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    public let isSimulatedBySoftware: Bool, isProducedByAccessory: Bool
    public init(softwareSimulationState: Bool, andExternalAccessoryState: Bool) {
        isSimulatedBySoftware = softwareSimulationState; isProducedByAccessory = andExternalAccessoryState
    }
}
/// Whether the app may use the device's location (a render never asks: `.notDetermined`).
public enum CLAuthorizationStatus: Int32, Sendable, Hashable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
    public static let authorized = CLAuthorizationStatus.authorizedAlways
}
/// Whether the app gets precise locations.
public enum CLAccuracyAuthorization: Int, Sendable, Hashable { case fullAccuracy, reducedAccuracy }
/// What the user is doing while locations are measured.
public enum CLActivityType: Int, Sendable, Hashable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }
/// How the device is held.
public enum CLDeviceOrientation: Int32, Sendable, Hashable { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown }
/// How near a beacon is.
public enum CLProximity: Int, Sendable, Hashable { case unknown, immediate, near, far }
/// Whether the device is inside a region.
public enum CLRegionState: Int, Sendable, Hashable { case unknown, inside, outside }
