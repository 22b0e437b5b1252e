import OracleHarness
import SwiftUI

// o168: MariuszZajac/WeatherApp, OneDayShortViewSnapshotTest.testView, light, @3x.
// OneDayShortView: a full-width day column — the date as "MMM dd" and "EEE" (subheadline bold,
// secondary), the weather symbol (cloud.fill for .brokenClouds, original rendering, 48 × 48), the
// precipitation "340%" (9 pt), the max and min temperatures "22°" / "12°" (title2, secondary).
// The model is the test builders' DailyWeather.make() (restated in stubs/_apps/MariuszZajac+WeatherApp).
// Snapshotted .image(layout: .device(config: .iPhone13)): a 390 × 844 host, safe area 47 above and
// 34 below, the view centred in the rest, iPhone13 traits (content size medium), light.
@MainActor func makeOracleView() -> AnyView {
    AnyView(OneDayShortView(viewModel: OneDayShortViewModel(forecast: .oracleMake())))
}

let oracleLayout = OracleLayout.device(width: 390, height: 844, safeTop: 47, safeBottom: 34)
