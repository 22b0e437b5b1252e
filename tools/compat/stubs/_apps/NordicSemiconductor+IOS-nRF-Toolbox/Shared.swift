import SwiftUI
import iOS_Bluetooth_Numbers_Database
import iOS_Common_Libraries
// Stubs shared by the rows of NordicSemiconductor/IOS-nRF-Toolbox (what they use from elsewhere in the app).

extension Service {
    private static let serviceIcons: [Service: String] = [
        .runningSpeedAndCadence: "figure.run",
        .cyclingSpeedAndCadence: "figure.outdoor.cycle",
        .heartRate: "heart.fill",
        .batteryService: "battery.75percent",
        .bloodPressure: "drop.fill",
        .glucose: "syringe",
        .continuousGlucoseMonitoring: "syringe",
        .healthThermometer: "medical.thermometer",
        .nordicsemiLedAndButton: "lightbulb.max.fill",
        .throughputService: "metronome",
        .deviceInformation: "cpu",
        .nordicsemiUART: "character.cursor.ibeam"
    ]

    private static let colors: [Service: Color] = [
        .runningSpeedAndCadence: .cyan,
        .cyclingSpeedAndCadence: .green,
        .batteryService: .green,
        .heartRate: .red,
        .bloodPressure: .purple,
        .glucose: .orange,
        .continuousGlucoseMonitoring: .yellow,
        .healthThermometer: .indigo,
        .nordicsemiLedAndButton: .nordicBlue,
        .deviceInformation: .black,
        .throughputService: .nordicBlue,
        .nordicsemiUART: .nordicBlue
    ]

    static let supportedServices: [Service] = [
        .runningSpeedAndCadence, .cyclingSpeedAndCadence, .nordicsemiLedAndButton, .heartRate, .bloodPressure, .glucose,
        .continuousGlucoseMonitoring, .nordicsemiUART, .healthThermometer, .batteryService, .deviceInformation, .throughputService
    ]

    var systemImage: Image? { Service.serviceIcons[self].flatMap { Image(systemName: $0) } }
    var color: Color? { Service.colors[self] }
    var isSupported: Bool { Service.supportedServices.contains(self) }
}

extension Service: @retroactive Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(uuidString) }
}
