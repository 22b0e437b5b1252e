import Foundation
// Stub of the SwiftDate package (malcommac/SwiftDate): the API corpus rows use. Test double.

public struct Region: Sendable {
    public let timeZone: TimeZone
    public let locale: Locale
    public init(timeZone: TimeZone = .current, locale: Locale = .current) {
        self.timeZone = timeZone
        self.locale = locale
    }
    public static let current = Region()
}

public struct DateInRegion: Sendable {
    public let date: Date
    public let region: Region
    public init(_ date: Date = Date(), region: Region = .current) {
        self.date = date
        self.region = region
    }
}

public extension Date {
    func `in`(region: Region) -> DateInRegion { DateInRegion(self, region: region) }
}
