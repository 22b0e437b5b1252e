import SwiftUI
import iOS_Bluetooth_Numbers_Database

@MainActor func makeSampleRow() -> some View {
    ServiceBadgeGroup([.heartRate, .batteryService, .deviceInformation, .genericAccess])
        .frame(width: 320)
}
