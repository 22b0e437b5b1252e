import SwiftUI

@MainActor func makeSampleRow() -> some View {
    let vm = VMData(from: UTMRegistryEntry(uuid: UUID(uuidString: "2A1E4C3B-9F3E-4F7B-9D2E-1C5A6B7D8E9F")!, name: "Ubuntu 24.04", path: "/var/mobile/Documents/Ubuntu 24.04.utm"))
    return VMCardView(vm: vm)
        .environmentObject(UTMData())
}
