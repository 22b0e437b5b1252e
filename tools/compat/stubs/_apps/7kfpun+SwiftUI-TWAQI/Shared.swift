// Stubs for 7kfpun/SwiftUI-TWAQI (r937, r938, r951), Taiwan's air-quality app: the station (Models/Stations.swift),
// Locale.isChinese (Utils/LocaleExtension.swift), the hex colour and number formatting helpers
// (Utils/ColorExtensions.swift, NumberExtensions.swift), the index types with their formats and the air statuses
// with their colours and ranges (Constants/AirIndexTypes.swift, AirStatusTypes.swift; the AQI, PM2.5 and O3 ranges
// restated), and plain stand-ins of ours for the settings store and the station details screen a row links to.
import SwiftUI

struct Station: Codable, Hashable {
    let id: Int
    let countryId: Int
    let countryCode: String
    let code: String
    let lat: Double
    let lon: Double
    var imageUrl: String?
    let name: String
    let nameLocal: String
}

extension Locale {
    static var isChinese: Bool {
        (Locale.current.languageCode ?? "").hasPrefix("zh")
    }
}

extension Color {
    init(_ hex: UInt32, opacity: Double = 1.0) {
        self.init(.sRGB, red: Double((hex & 0xff0000) >> 16) / 255, green: Double((hex & 0xff00) >> 8) / 255,
                  blue: Double(hex & 0xff) / 255, opacity: opacity)
    }
}

extension Double {
    func format(f: String) -> String { String(format: "%\(f)f", self) }
}

enum AirIndexTypes: String, CaseIterable, Hashable {
    case aqi, pm25, pm10, o3, co, so2, no2

    func getFormat() -> String {
        ["aqi": ".0", "pm25": ".0", "pm10": ".0", "o3": ".1", "co": ".2", "so2": ".1", "no2": ".1"][rawValue] ?? ""
    }
}

enum AirStatuses: String, CaseIterable, Hashable {
    case good, moderate, unhealthyforsensitivegroup, unhealthy, veryunhealthy, hazardous, unknown

    func getColor() -> UInt32 {
        let colors: [AirStatuses: UInt32] = [.good: 0x009866, .moderate: 0xFEDE33, .unhealthyforsensitivegroup: 0xFE9833,
                                             .unhealthy: 0xCC0033, .veryunhealthy: 0x660098, .hazardous: 0x7E2200]
        return colors[self] ?? 0x676767
    }

    func getForegroundColor() -> UInt32 {
        [.moderate, .unhealthyforsensitivegroup].contains(self) ? 0x000000 : 0xFFFFFF
    }

    static func checkAirStatus(airIndexType: AirIndexTypes, value: Double) -> AirStatuses {
        let bounds: [AirIndexTypes: [Double]] = [
            .aqi: [1, 51, 101, 151, 201, 301, 1000],
            .pm25: [0.1, 15.5, 35.5, 54.5, 150.5, 250.5, 5005],
            .o3: [1, 55, 125, 165, 205, 405, 605],
        ]
        guard let limits = bounds[airIndexType] else { return .unknown }
        let statuses: [AirStatuses] = [.good, .moderate, .unhealthyforsensitivegroup, .unhealthy, .veryunhealthy, .hazardous]
        for index in 0..<statuses.count where limits[index] <= value && value < limits[index + 1] {
            return statuses[index]
        }
        return .unknown
    }
}

class SettingsStore: ObservableObject {}

struct DetailsView: View {
    let stationId: Int

    var body: some View {
        Text("Station \(stationId)")
    }
}
