import SwiftUI

@MainActor func makeSampleRow() -> some View {
    HStack(spacing: 12) {
        RouteBadgeView(routeShortName: "8", routeColor: Color(red: 0.0, green: 0.45, blue: 0.74))
        RouteBadgeView(routeShortName: "1 Line", routeColor: Color(red: 0.16, green: 0.55, blue: 0.27))
        RouteBadgeView(routeShortName: "E", routeColor: Color(red: 0.86, green: 0.16, blue: 0.12), routeTextColor: .white, size: 32)
    }
    .padding()
}
