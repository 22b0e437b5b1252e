import OBAKitCore
import SwiftUI
// Stubs for OneBusAway/onebusaway-ios OBAKit/Sheet/Content/Home/HomeStopRow.swift (what the row uses from
// elsewhere in OBAKit: Theme/Icons.swift, Extensions/ModelExtensions.swift). OBAKitCore is stubbed
// under _packages.

enum Icons {
    static let squircleIconSize: CGFloat = 40

    /// The app draws a brand-coloured squircle with the route type's glyph into a UIImage; this double
    /// returns the glyph's SF Symbol.
    static func squircleTransportIcon(for routeType: Route.RouteType) -> UIImage {
        switch routeType {
        case .ferry: return UIImage(systemName: "ferry.fill")!
        case .lightRail, .subway, .rail: return UIImage(systemName: "tram.fill")!
        default: return UIImage(systemName: "bus.fill")!
        }
    }
}

/// ModelExtensions.swift: Stop's MKAnnotation subtitle, the stop code and its routes.
extension Stop {
    public var subtitle: String? {
        ["#\(code)", Formatters.formattedRoutes(routes)].compactMap { $0 }.joined(separator: "\n")
    }
}
