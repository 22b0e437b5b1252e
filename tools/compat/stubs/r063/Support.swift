import SwiftUI
import iOS_Common_Libraries
import iOS_Bluetooth_Numbers_Database
// Stubs for NordicSemiconductor/IOS-nRF-Toolbox nRF-Toolbox/Views/ServiceBadgeGroup.swift (what the row uses from elsewhere in its app).

extension Service: @retroactive Identifiable {
    public var id: String { uuidString }
}
