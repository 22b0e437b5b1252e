import MapKit
import Contacts
import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let address = CNMutablePostalAddress()
    address.street = "9031 Village Dr"
    address.city = "Yosemite Valley"
    address.state = "CA"
    address.postalCode = "95389"
    let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.7456, longitude: -119.5936),
                                postalAddress: address)
    let mapItem = MKMapItem(placemark: placemark)
    mapItem.name = "Degnan's Kitchen"
    mapItem.pointOfInterestCategory = .cafe
    return List {
        MapItemRowView(mapItem: mapItem)
    }
}
