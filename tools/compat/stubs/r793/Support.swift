// Stubs for quikssb/shopware6shop (r793): a Shopware 6 order as the store API returns it
// (data/Order.swift: number, ISO date string, line items and deliveries, with the count and shipping
// method the row shows), the order list screen's date formatter (ui/OrderListView.swift; the app parses
// with SwiftDate, Foundation's ISO 8601 parser here) and the detail screen the row links to. Our own test
// doubles with the app's names.
import SwiftUI

struct ShippingMethod: Codable { var name: String }
struct Delivery: Codable { var shippingMethod: ShippingMethod }
struct Item: Codable { var label: String; var quantity: Int }

class Order: Codable, Identifiable {
    var id: String
    var orderNumber: String
    var orderDateTime: String
    var lineItems: [Item]
    var deliveries: [Delivery]

    init(id: String, orderNumber: String, orderDateTime: String, lineItems: [Item], deliveries: [Delivery]) {
        self.id = id
        self.orderNumber = orderNumber
        self.orderDateTime = orderDateTime
        self.lineItems = lineItems
        self.deliveries = deliveries
    }

    var lineItemsCount: Int { lineItems.count }
    var shippingMethod: String { deliveries.first?.shippingMethod.name ?? "" }
}

struct OrderListView: View {
    var body: some View { EmptyView() }

    public static var dateTimeFormatted = { (dateTimeString: String) -> String in
        let parser = ISO8601DateFormatter()
        parser.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = parser.date(from: dateTimeString) ?? ISO8601DateFormatter().date(from: dateTimeString) else { return "" }
        let formatter = DateFormatter()
        formatter.dateFormat = "dd.MM.yyyy HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}

struct OrderDetailView: View {
    var order: Order
    var body: some View { Text("Order number: \(order.orderNumber)") }
}
