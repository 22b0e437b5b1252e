// Stubs for cendress/BluetoothFinder (r794): a discovered peripheral (Models/BluetoothDevice.swift).
// Our own test double.
import Foundation

struct BluetoothDevice: Identifiable {
    let id: UUID
    let name: String
    var rssi: Int
    let txPower: Int?
}
