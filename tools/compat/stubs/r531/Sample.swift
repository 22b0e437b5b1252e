import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // ShippingView: the delivery options.
    VStack(spacing: 16) {
        DeliveryRow(name: "Nhanh", price: 30000, note: "2-3 ngày")
        DeliveryRow(name: "Tiết kiệm", price: 15000, note: "4-5 ngày")
        DeliveryRow(name: "Hỏa tốc", price: 60000, note: "Trong ngày")
    }
    .padding()
}
