import SwiftUI
// Stubs for OneBusAway/onebusaway-ios OBAKitCore/UI/RouteBadgeView.swift (what the row uses from
// elsewhere in OBAKitCore: UI/RouteBadgeStyle.swift).

/// The app picks black or white text (or the agency's text colour) by WCAG contrast against the route
/// colour, through UIColor components, and fills with the route colour's gradient unless the user
/// increased contrast. This double uses the agency colour or white, and the flat route colour.
public enum RouteBadgeStyle {
    public static func textColor(routeColor: Color, routeTextColor: Color?, contrast: ColorSchemeContrast) -> Color {
        routeTextColor ?? .white
    }

    public static func backgroundStyle(routeColor: Color, contrast: ColorSchemeContrast) -> AnyShapeStyle {
        AnyShapeStyle(routeColor)
    }
}
