import Foundation
// Stub of Nordic's Bluetooth Numbers Database (module iOS_Bluetooth_Numbers_Database): the API
// corpus rows use. A few well-known services; the real database lists them all.

public struct Service: Codable, Equatable {
    public let name: String
    public let identifier: String
    public let uuidString: String
    public let source: String

    public init(name: String, identifier: String, uuidString: String, source: String) {
        self.name = name
        self.identifier = identifier
        self.uuidString = uuidString
        self.source = source
    }

    public static func find(by uuidString: String) -> Service? { all.first { $0.uuidString == uuidString } }

    public static let all: [Service] = [
        .genericAccess, .deviceInformation, .batteryService, .heartRate, .bloodPressure, .healthThermometer, .glucose,
        .continuousGlucoseMonitoring, .runningSpeedAndCadence, .cyclingSpeedAndCadence, .nordicsemiUART,
        .nordicsemiLedAndButton, .throughputService
    ]

    public static let genericAccess = Service(name: "Generic Access", identifier: "org.bluetooth.service.generic_access", uuidString: "1800", source: "gss")
    public static let deviceInformation = Service(name: "Device Information", identifier: "org.bluetooth.service.device_information", uuidString: "180A", source: "gss")
    public static let batteryService = Service(name: "Battery", identifier: "org.bluetooth.service.battery_service", uuidString: "180F", source: "gss")
    public static let heartRate = Service(name: "Heart Rate", identifier: "org.bluetooth.service.heart_rate", uuidString: "180D", source: "gss")
    public static let bloodPressure = Service(name: "Blood Pressure", identifier: "org.bluetooth.service.blood_pressure", uuidString: "1810", source: "gss")
    public static let healthThermometer = Service(name: "Health Thermometer", identifier: "org.bluetooth.service.health_thermometer", uuidString: "1809", source: "gss")
    public static let glucose = Service(name: "Glucose", identifier: "org.bluetooth.service.glucose", uuidString: "1808", source: "gss")
    public static let continuousGlucoseMonitoring = Service(name: "Continuous Glucose Monitoring", identifier: "org.bluetooth.service.continuous_glucose_monitoring", uuidString: "181F", source: "gss")
    public static let runningSpeedAndCadence = Service(name: "Running Speed and Cadence", identifier: "org.bluetooth.service.running_speed_and_cadence", uuidString: "1814", source: "gss")
    public static let cyclingSpeedAndCadence = Service(name: "Cycling Speed and Cadence", identifier: "org.bluetooth.service.cycling_speed_and_cadence", uuidString: "1816", source: "gss")
    public static let nordicsemiUART = Service(name: "Nordic UART Service", identifier: "com.nordicsemi.service.uart", uuidString: "6E400001-B5A3-F393-E0A9-E50E24DCCA9E", source: "nordic")
    public static let nordicsemiLedAndButton = Service(name: "Nordic LED and Button Service", identifier: "com.nordicsemi.service.led_and_button", uuidString: "00001523-1212-EFDE-1523-785FEABCD123", source: "nordic")
    public static let throughputService = Service(name: "Throughput Service", identifier: "com.nordicsemi.service.throughput", uuidString: "0483DADD-6C9D-6CA9-5D41-03AD4FFF4ABB", source: "nordic")
}
