import SwiftUI
import iOS_Common_Libraries
import iOS_Bluetooth_Numbers_Database
// Stubs for NordicSemiconductor/IOS-nRF-Toolbox nRF-Toolbox/Screens/Scanner/ScanResult/ScanResultItem.swift (what the row uses from elsewhere in its app).

extension Service: @retroactive Identifiable {
    public var id: String { uuidString }
}

/// The row's service badges (in the app: nRF-Toolbox/Views/ServiceBadgeGroup.swift).
struct ServiceBadgeGroup: View {
    private let services: [Service]
    init(_ services: Set<Service>) {
        self.services = services.filter(\.isSupported).sorted { $0.name < $1.name }
    }
    var body: some View {
        HStack {
            ForEach(services) {
                BadgeView(image: $0.systemImage, name: $0.name, color: $0.color ?? .primary)
                    .lineLimit(1)
            }
        }
    }
}
