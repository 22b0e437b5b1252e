import MapKit
import Contacts
// Stubs for artemnovichkov/wwdc24-samplecode Code/InteractingWithNearbyPointsOfInterest/Shared/Views/MapItemRowView.swift (what the row uses from elsewhere in its app).

// Shared/Helpers/MKPlacemark+Formatting.swift
extension MKPlacemark {
    var formattedAddress: String? {
        guard let postalAddress = postalAddress else { return nil }
        return CNPostalAddressFormatter.string(from: postalAddress, style: .mailingAddress)
            .replacingOccurrences(of: "\n", with: " ")
    }
}

// Shared/Helpers/MKPointOfInterestCategory+Extension.swift (the symbols the app maps categories to).
extension MKPointOfInterestCategory {
    static let defaultPointOfInterestSymbolName = "mappin.and.ellipse"

    var symbolName: String {
        switch self {
        case .airport: return "airplane"
        case .atm, .bank: return "banknote"
        case .bakery, .brewery, .cafe, .distillery, .foodMarket, .restaurant, .winery: return "fork.knife"
        case .beach: return "beach.umbrella"
        case .campground, .hotel: return "bed.double"
        case .nationalMonument, .nationalPark, .park: return "leaf"
        case .zoo: return "bird"
        default: return MKPointOfInterestCategory.defaultPointOfInterestSymbolName
        }
    }
}
