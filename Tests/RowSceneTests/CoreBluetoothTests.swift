import Testing
import CoreBluetooth

/// Core Bluetooth as a row's code meets it in a render: no radio, so managers stay `.unknown` and
/// find nothing, while what code makes keeps what it is given.
@Suite struct CoreBluetoothTests {
    final class Watcher: CBCentralManagerDelegate {
        var updates = 0
        func centralManagerDidUpdateState(_ central: CBCentralManager) { updates += 1 }
    }

    @Test func aCentralManagerHasNoRadio() {
        let watcher = Watcher()
        let central = CBCentralManager(delegate: watcher, queue: nil)
        central.scanForPeripherals(withServices: [CBUUID(string: "180D")])
        #expect(central.state == .unknown)
        #expect(!central.isScanning)
        #expect(central.retrievePeripherals(withIdentifiers: [UUID()]).isEmpty)
        #expect(watcher.updates == 0)
        #expect(CBCentralManager.authorization == .notDetermined)
    }

    @Test func uuidsAndPeripheralsKeepWhatCodeGives() {
        #expect(CBUUID(string: "180d") == CBUUID(string: "180D"))
        #expect(CBUUID(string: "180d").uuidString == "180D")
        #expect(CBUUID(data: Data([0x2A, 0x37])).uuidString == "2A37")
        #expect(CBUUID(string: "2A37").data == Data([0x2A, 0x37]))
        let id = UUID()
        let heart = CBPeripheral(identifier: id, name: "Polar H10", state: .connected)
        #expect(heart.identifier == id && heart.name == "Polar H10" && heart.state == .connected)
        let rate = CBCharacteristic(type: CBUUID(string: "2A37"), properties: [.read, .notify], value: Data([0, 72]))
        #expect(rate.properties.contains(.notify) && rate.value?.last == 72)
    }
}
