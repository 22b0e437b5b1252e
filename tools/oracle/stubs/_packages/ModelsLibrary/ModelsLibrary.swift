import Foundation

// Stand-in for autoreleasefool/approach's ModelsLibrary module (ios/Approach/Sources/ModelsLibrary
// at bc75dd7e): the alley and location models the Alley row shows (Alley.swift, Location.swift,
// without their database and map helpers).

public enum Alley {}

extension Alley {
    public typealias ID = UUID

    public enum Material: String, Codable, Sendable, Identifiable, CaseIterable {
        case synthetic, wood
        public var id: String { rawValue }
    }

    public enum PinFall: String, Codable, Sendable, Identifiable, CaseIterable {
        case freefall, strings
        public var id: String { rawValue }
    }

    public enum Mechanism: String, Codable, Sendable, Identifiable, CaseIterable {
        case dedicated, interchangeable
        public var id: String { rawValue }
    }

    public enum PinBase: String, Codable, Sendable, Identifiable, CaseIterable {
        case black, white, other
        public var id: String { rawValue }
    }

    public struct Summary: Identifiable, Equatable, Sendable {
        public let id: Alley.ID
        public let name: String
        public let material: Material?
        public let pinFall: PinFall?
        public let mechanism: Mechanism?
        public let pinBase: PinBase?
        public let location: Location.Summary?

        public init(id: Alley.ID, name: String, material: Material?, pinFall: PinFall?,
                    mechanism: Mechanism?, pinBase: PinBase?, location: Location.Summary?) {
            self.id = id
            self.name = name
            self.material = material
            self.pinFall = pinFall
            self.mechanism = mechanism
            self.pinBase = pinBase
            self.location = location
        }
    }

    public struct List: Identifiable, Equatable, Sendable {
        public let id: Alley.ID
        public let name: String
        public let material: Material?
        public let pinFall: PinFall?
        public let mechanism: Mechanism?
        public let pinBase: PinBase?
        public let location: Location.Summary?
        public let average: Double?

        public init(id: Alley.ID, name: String, material: Material?, pinFall: PinFall?,
                    mechanism: Mechanism?, pinBase: PinBase?, location: Location.Summary?, average: Double?) {
            self.id = id
            self.name = name
            self.material = material
            self.pinFall = pinFall
            self.mechanism = mechanism
            self.pinBase = pinBase
            self.location = location
            self.average = average
        }
    }
}

public enum Location {}

extension Location {
    public typealias ID = UUID

    public struct Coordinate: Equatable, Codable, Sendable {
        public let latitude: Double
        public let longitude: Double
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    public struct Summary: Identifiable, Equatable, Sendable {
        public let id: Location.ID
        public let title: String
        public let subtitle: String
        public let coordinate: Coordinate
        public init(id: Location.ID, title: String, subtitle: String, coordinate: Coordinate) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.coordinate = coordinate
        }
    }
}
