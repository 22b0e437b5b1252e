import SwiftUI

@MainActor func makeSampleRow() -> some View {
    // TrackOrderView: the order's status history.
    VStack(spacing: 0) {
        StatusRow(status: "Order is Accept", time: "13 Oct 12:50 PM")
        Divider()
        StatusRow(status: "Order is Packed", time: "13 Oct 16:05 PM")
        Divider()
        StatusRow(status: "Order is Shipping", time: "14 Oct 08:30 AM")
    }
}
