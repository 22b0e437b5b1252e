import SwiftUI
import SwiftData

@MainActor func makeSampleRow() -> some View {
    let container = try! ModelContainer(for: DeviceHardwareEntity.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(DeviceHardwareEntity(hwModel: 43, hwModelSlug: "HELTEC_V3", platformioTarget: "heltec-v3",
                                                      displayName: "Heltec V3", activelySupported: true))
    container.mainContext.insert(DeviceHardwareEntity(hwModel: 4, hwModelSlug: "TBEAM", platformioTarget: "tbeam",
                                                      displayName: "LILYGO T-Beam", activelySupported: false))
    // The device-hardware row of node details: name on the left, the badge on the right.
    return List {
        HStack {
            VStack(alignment: .leading) {
                Text("Heltec V3").font(.headline)
                Text("heltec-v3").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            SupportedHardwareBadge(hwModelId: 43)
        }
        HStack {
            VStack(alignment: .leading) {
                Text("LILYGO T-Beam").font(.headline)
                Text("tbeam").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            SupportedHardwareBadge(platformioTarget: "tbeam")
        }
    }
    .modelContainer(container)
    .environmentObject(MeshtasticAPI())
}
