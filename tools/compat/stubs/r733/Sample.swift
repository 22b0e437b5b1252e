import SwiftUI
import CoreData

// Database › Wormholes: one cell per wormhole type.
@MainActor func makeSampleRow() -> some View {
    let context = Storage.testStorage.persistentContainer.viewContext
    func wormhole(_ name: String, jump: Double, stable: Double) -> SDEWhType {
        let type = SDEInvType(context: context)
        type.typeName = name
        type.iconName = "wormhole"
        let wormhole = SDEWhType(context: context)
        wormhole.type = type
        wormhole.maxJumpMass = jump
        wormhole.maxStableMass = stable
        return wormhole
    }
    let wormholes = [
        wormhole("Wormhole K162", jump: 0, stable: 0),
        wormhole("Wormhole C247", jump: 300_000_000, stable: 2_000_000_000),
        wormhole("Wormhole N062", jump: 300_000_000, stable: 3_000_000_000),
    ]
    return List {
        ForEach(wormholes, id: \.self) { WormholeCell(wormhole: $0) }
    }
    .listStyle(.grouped)
}
