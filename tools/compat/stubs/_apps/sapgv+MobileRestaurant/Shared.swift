// Stubs for sapgv/MobileRestaurant shared by its rows (r774–r776): the order model (Model/Order.swift:
// number, date, status and total; its title "Заказ <number>" as the app builds it) and the order status
// with its system colour (Model/OrderStatus.swift). Our own test doubles with the app's names and the
// app's Russian strings.
import Foundation
import SwiftUI
import UIKit

enum OrderStatus: String, Codable, CaseIterable, Identifiable {
    var id: OrderStatus { self }

    case new = "Новый"
    case cooking = "Готовится"
    case ready = "Готов"
    case serviced = "Выполнен"
    case canceled = "Отменен"

    var color: UIColor {
        switch self {
        case .new: return .systemBlue
        case .cooking: return .systemYellow
        case .ready: return .systemOrange
        case .serviced: return .systemGreen
        case .canceled: return .systemRed
        }
    }
}

final class Order: Identifiable, Hashable {
    let id: UUID
    let date: Date
    let number: Int
    private(set) var status: OrderStatus
    let value: Decimal

    init(id: UUID = UUID(), number: Int, date: Date, status: OrderStatus = .new, value: Decimal) {
        self.id = id
        self.number = number
        self.date = date
        self.status = status
        self.value = value
    }

    var title: String { "Заказ \(number)" }

    static func == (lhs: Order, rhs: Order) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    static var preview: Order {
        Order(number: 245_871, date: Date(timeIntervalSince1970: 1_764_250_000), status: .cooking, value: 1_290)
    }

    static let samples: [Order] = [
        Order(number: 245_871, date: Date(timeIntervalSince1970: 1_764_250_000), status: .cooking, value: 1_290),
        Order(number: 312_004, date: Date(timeIntervalSince1970: 1_764_160_000), status: .ready, value: 640),
        Order(number: 498_330, date: Date(timeIntervalSince1970: 1_763_990_000), status: .serviced, value: 2_150),
    ]
}
