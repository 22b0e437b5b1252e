// Stubs shared by the vidkazan/49EuroTravel_SwiftUI (ChooChoo) rows (r566–r568): the stop models
// (Model/Stop.swift, Model/DTO/DTO.swift: Stop, StopWithDistance, StopDTO, Products, LocationType,
// Coordinate; the fields the rows read), LineType with its icon names and colours (Model/LineType.swift),
// Prognosed (Helpers/PlannedActual.swift), the badge and text-size modifiers (Helpers/Modifiers+Styles),
// the colours (Model/Constants/Colors.swift; ChewFillAccent with its light and dark values, transport
// colours approximated) and ChooSFSymbols with Image(_:) (Model/Constants/SFSymbols.swift). Our own doubles.
import SwiftUI
import UIKit

struct Coordinate: Hashable {
    let latitude: Double
    let longitude: Double
}

enum LineType: String, Hashable, CaseIterable {
    case nationalExpress, national, regionalExpress, regional, suburban, bus, ferry, subway, tram, taxi, transfer, foot

    /// Asset-catalog image of the line's product logo.
    var icon: String? {
        switch self {
        case .nationalExpress, .national: "ice"
        case .regionalExpress, .regional: "re"
        case .suburban: "s"
        case .bus: "bus"
        case .ferry: "ship"
        case .subway: "u"
        case .tram: "tram"
        case .taxi: "taxi"
        case .transfer, .foot: nil
        }
    }

    var color: Color {
        switch self {
        case .nationalExpress, .national: Color.transport.iceGray
        case .regionalExpress, .regional: Color.transport.reGray
        case .suburban: Color.transport.sGreen
        case .bus: Color.transport.busMagenta
        case .ferry: Color.transport.shipCyan
        case .subway: Color.transport.uBlue
        case .tram: Color.transport.tramRed
        case .taxi: Color.transport.taxiYellow
        case .transfer: .clear
        case .foot: .gray
        }
    }
}

struct Products: Hashable {
    var nationalExpress: Bool? = false
    var national: Bool? = false
    var regionalExpress: Bool? = false
    var regional: Bool? = false
    var suburban: Bool? = false
    var bus: Bool? = false
    var ferry: Bool? = false
    var subway: Bool? = false
    var tram: Bool? = false
    var taxi: Bool? = false

    /// The fastest product the stop serves.
    var lineType: LineType? {
        let order: [(Bool?, LineType)] = [(national, .national), (nationalExpress, .nationalExpress),
                                          (regional, .regional), (regionalExpress, .regionalExpress),
                                          (suburban, .suburban), (bus, .bus), (ferry, .ferry),
                                          (subway, .subway), (tram, .tram), (taxi, .taxi)]
        return order.first { $0.0 == true }?.1
    }
}

struct StopDTO: Hashable, Identifiable {
    var type: String? = "stop"
    let id: String?
    let name: String?
    var address: String? = nil
    var products: Products? = nil
}

enum LocationType: Int16, Hashable {
    case pointOfInterest, location, stop, station

    var SFSIcon: String {
        switch self {
        case .station: "tram.fill.tunnel"
        case .stop: "bus.fill"
        case .pointOfInterest: "building.2.crop.circle"
        case .location: "building.2.crop.circle.fill"
        }
    }
}

struct Stop: Identifiable, Hashable {
    let id: String
    var coordinates: Coordinate
    var type: LocationType
    var stopDTO: StopDTO?
    var name: String

    init(coordinates: Coordinate, type: LocationType, stopDTO: StopDTO?) {
        self.coordinates = coordinates
        self.type = type
        self.stopDTO = stopDTO
        name = stopDTO?.name ?? stopDTO?.address ?? "\(coordinates.latitude), \(coordinates.longitude)"
        id = stopDTO?.id ?? name
    }
}

struct StopWithDistance: Hashable {
    let stop: Stop
    let distance: Double?
}

struct Prognosed<T: Hashable & Codable>: Hashable, Codable {
    var actual: T?
    var planned: T?
}

protocol BadgeStyle: ViewModifier {}

struct BadgeBackgroundBaseStyle: BadgeStyle {
    let color: Color
    init(_ color: Color) { self.color = color }
    func body(content: Content) -> some View {
        content.background(color).cornerRadius(8)
    }
}

extension View {
    func badgeBackgroundStyle<Style: BadgeStyle>(_ style: Style) -> some View {
        modifier(style)
    }
}

protocol ChewTextStyle: ViewModifier {}

struct ChewPrimaryStyle: ChewTextStyle {
    let size: CGFloat
    let font: Font.TextStyle
    init(_ size: CGFloat, _ font: Font.TextStyle) {
        self.size = size
        self.font = font
    }
    func body(content: Content) -> some View {
        content.font(.system(size: size, weight: .semibold))
    }
}

extension ViewModifier where Self == ChewPrimaryStyle {
    static var small: ChewPrimaryStyle { ChewPrimaryStyle(9, .caption2) }
    static var medium: ChewPrimaryStyle { ChewPrimaryStyle(12, .caption) }
    static var big: ChewPrimaryStyle { ChewPrimaryStyle(17, .body) }
    static var huge: ChewPrimaryStyle { ChewPrimaryStyle(20, .title2) }
}

extension View {
    func chewTextSize<Style: ChewTextStyle>(_ style: Style) -> some View {
        modifier(style)
    }
}

struct TransportColors {
    var iceGray: Color { Color(red: 0.52, green: 0.55, blue: 0.58) }
    var reGray: Color { Color(red: 0.40, green: 0.43, blue: 0.47) }
    var sGreen: Color { Color(red: 0.25, green: 0.56, blue: 0.27) }
    var busMagenta: Color { Color(red: 0.60, green: 0.16, blue: 0.45) }
    var shipCyan: Color { Color(red: 0.16, green: 0.60, blue: 0.78) }
    var uBlue: Color { Color(red: 0.07, green: 0.35, blue: 0.66) }
    var tramRed: Color { Color(red: 0.80, green: 0.12, blue: 0.15) }
    var taxiYellow: Color { Color(red: 0.98, green: 0.80, blue: 0.10) }
}

extension Color {
    static let transport = TransportColors()

    /// The ChewFillAccent colour set: black in light mode, 0.102 grey in dark mode.
    static var chewFillAccent: Color {
        Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.102, alpha: 1) : UIColor(white: 0, alpha: 1) })
    }
}

enum ChooSFSymbols: String {
    case xmarkCircle = "xmark.circle"
    case location = "location"
    case bookmark = "bookmark"
}

extension Image {
    init(_ symbol: ChooSFSymbols) {
        self.init(systemName: symbol.rawValue)
    }
}

enum SampleStops {
    static let berlin = Stop(coordinates: Coordinate(latitude: 52.5251, longitude: 13.3694), type: .station,
                             stopDTO: StopDTO(id: "8011160", name: "Berlin Hbf",
                                              products: Products(nationalExpress: true, national: true, regional: true, suburban: true)))
    static let alex = Stop(coordinates: Coordinate(latitude: 52.5219, longitude: 13.4132), type: .station,
                           stopDTO: StopDTO(id: "8011155", name: "Berlin Alexanderplatz",
                                            products: Products(regional: true, suburban: true, subway: true, tram: true)))
    static let bus = Stop(coordinates: Coordinate(latitude: 52.5076, longitude: 13.3904), type: .stop,
                          stopDTO: StopDTO(id: "900012103", name: "U Stadtmitte/Krausenstr.",
                                           products: Products(bus: true)))
    static let address = Stop(coordinates: Coordinate(latitude: 52.5163, longitude: 13.3777), type: .location,
                              stopDTO: StopDTO(type: "location", id: nil, name: nil, address: "Pariser Platz 1, 10117 Berlin"))
}
