import OracleHarness
import SwiftUI

// o416: ynieSalesforce/SwiftUIIntegration, CurrentWeatherViewSnapshotTests.test_snapshots, configuration "data Loads state", light, @3x.
// What the test builds: CurrentWeatherView of the mock current weather (decoded from the JSON string
// in CurrentWeatherDisplayDataMock.swift): "Tysons Corner" (title), then "Current weather: broken
// clouds", "Temperature: 60 F", "Wind: 3 mph" and "Wind direction: Southeast" (title3), primary
// colour, in a VStack with padding 16 (the name also 16 above); the numbers are 59.65 and 3.44 rounded
// and written by Float.formatted() in the machine's locale.
// As the test builds it: CurrentWeatherView_Previews.snapshots.assertSnapshots(as: [.image(layout:
// .device(config: .iPhone13))]): the configuration's view on the iPhone13 screen (390 x 844, 47/34),
// centred, light.
@MainActor func makeOracleView() -> AnyView {
    let snapshots = CurrentWeatherView_Previews.snapshots
    let configuration = snapshots.configurations.first { $0.name == "data Loads state" }!
    return snapshots.configure(configuration.state)
}

let oracleLayout = OracleLayout.iPhone13
