import SwiftUI
// Stubs for rafaelclaycon/MedoDelirioBrasilia Sources/Views/Trends/TopChartRow.swift:
// TopChartItem (Sources/Models/Other/TopChartItem.swift), NumberBadgeView
// (Sources/Views/Shared/NumberBadgeView.swift, as there) and UIDevice.isMac
// (Sources/Extensions/UIDevice+.swift: ProcessInfo's isiOSAppOnMac there; an iPhone here).

struct TopChartItem: Hashable, Codable, Identifiable {
    var id: String
    var rankNumber: String
    let contentId: String
    let contentName: String
    let contentAuthorId: String
    let contentAuthorName: String
    let shareCount: Int
}

extension UIDevice {
    static var isMac: Bool {
        false
    }
}

struct NumberBadgeView: View {
    let number: String
    let showBackgroundCircle: Bool
    var lightModeOpacity: Double = 0.25
    var darkModeOpacity: Double = 0.5
    var circleColor: Color = .gray

    @Environment(\.colorScheme) var colorScheme

    private let circleHeight: CGFloat = 30

    private var circleWidth: CGFloat {
        number.count > 2 ? 40 : 30
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 30)
                .fill(showBackgroundCircle ? circleColor : .clear)
                .frame(width: circleWidth, height: circleHeight)
                .opacity(colorScheme == .dark ? darkModeOpacity : lightModeOpacity)
            Text(number)
                .bold()
        }
    }
}
