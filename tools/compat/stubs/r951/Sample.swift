import SwiftUI

// A station's last 18 hours of AQI as bars, coloured by status.
@MainActor func makeSampleRow() -> some View {
    let values: [Double] = [32, 35, 41, 48, 52, 57, 61, 58, 54, 49, 46, 44, 47, 53, 60, 66, 71, 64]
    let bars = values.map { value in
        Bar(value: value, color: Color(AirStatuses.checkAirStatus(airIndexType: .aqi, value: value).getColor()))
    }
    return BarsView(bars: bars)
        .frame(height: 60)
        .padding()
}
