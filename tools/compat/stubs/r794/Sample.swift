import SwiftUI

// Nearby devices, as the scanner lists them.
@MainActor func makeSampleRow() -> some View {
    let devices = [
        BluetoothDevice(id: UUID(), name: "AirPods Pro", rssi: -42, txPower: nil),
        BluetoothDevice(id: UUID(), name: "Living Room TV", rssi: -67, txPower: 8),
        BluetoothDevice(id: UUID(), name: "Unknown", rssi: -88, txPower: nil),
    ]
    return NavigationStack {
        List(devices) { device in
            DeviceRowView(device: device)
        }
        .navigationTitle("Nearby Devices")
    }
}
