import SwiftUI
import iOS_Bluetooth_Numbers_Database

@MainActor func makeSampleRow() -> some View {
    ScanResultItem(name: "Nordic_HRM", services: [.heartRate, .batteryService, .deviceInformation, .genericAccess], showProgress: false)
}
