import OracleHarness
import SwiftUI

// o169: MariuszZajac/WeatherApp, HourlyDetailViewSnapshotTest.testView, light, @3x.
// HourlyDetailView: a full-width hour column — the hour "HH:mm" (subheadline, monospaced), the wind
// arrow (WindIconView: arrow.up for 33°) beside "33.2m/s" (footnote, secondary) in a 50 × 50 frame,
// the weather symbol (cloud.fill, 48 × 48), "340%" (10 pt), the temperature "0.0°" (title3, secondary).
// The model is the test builders' HourlyWeather.make() (restated in stubs/_apps/MariuszZajac+WeatherApp).
// Snapshotted .image(layout: .device(config: .iPhone13)): a 390 × 844 host, safe area 47 above and
// 34 below, the view centred in the rest, iPhone13 traits (content size medium), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(HourlyDetailView(viewModel: HourlyDetailViewModel(forecastHourly: .oracleMake())))
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
