// Stubs for meshtastic/Meshtastic-Apple Meshtastic/Views/Helpers/SupportedHardwareBadge.swift: the
// DeviceHardwareEntity SwiftData model (Model/DeviceHardwareEntity.swift, without its image and tag
// relationships), HardwareCatalogPresentation with a resolver that takes the first matching entry
// (the app also weighs firmware targets), and MeshtasticAPI (API/MeshtasticAPI.swift, its loading flag).
// Our own test doubles.
import Foundation
import SwiftData
import SwiftUI

@Model
final class DeviceHardwareEntity {
    var activelySupported: Bool = false
    var displayName: String?
    var hwModel: Int64 = 0
    var hwModelSlug: String?
    var platformioTarget: String?
    var supportLevel: Int = 0

    init(hwModel: Int64, hwModelSlug: String?, platformioTarget: String?, displayName: String?, activelySupported: Bool) {
        self.hwModel = hwModel
        self.hwModelSlug = hwModelSlug
        self.platformioTarget = platformioTarget
        self.displayName = displayName
        self.activelySupported = activelySupported
    }
}

struct HardwareCatalogPresentation: Equatable {
    let displayName: String?
    let platformioTarget: String?
    let activelySupported: Bool?
}

enum HardwareCatalogResolver {
    static func presentation(for hwModel: Int64, in entities: [DeviceHardwareEntity]) -> HardwareCatalogPresentation? {
        guard let match = entities.first(where: { $0.hwModel == hwModel }) else { return nil }
        return HardwareCatalogPresentation(displayName: match.displayName, platformioTarget: match.platformioTarget,
                                           activelySupported: match.activelySupported)
    }
}

final class MeshtasticAPI: ObservableObject, @unchecked Sendable {
    @Published var isLoadingDeviceList: Bool = false
}
