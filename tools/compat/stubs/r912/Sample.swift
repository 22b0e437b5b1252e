import SwiftUI

// The heart-health vitals list: weight readings.
@MainActor func makeSampleRow() -> some View {
    List {
        MeasurementListRow(displayQuantity: "182.4", displayUnit: "lb", displayDate: "11/26/2025", type: "Weight")
        MeasurementListRow(displayQuantity: "183.1", displayUnit: "lb", displayDate: "11/25/2025", type: "Weight")
        MeasurementListRow(displayQuantity: nil, displayUnit: nil, displayDate: "11/24/2025", type: "Weight")
    }
}
