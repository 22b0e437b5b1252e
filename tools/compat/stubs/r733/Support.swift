// Stubs for mrdepth/Neocom (r733): the static data export's wormhole type and inventory type (Core Data
// entities in the app's SDE store; only the attributes the cell reads) and the test storage its preview
// fetches from. Our own test doubles.
import SwiftUI
import CoreData

final class SDEInvType: NSManagedObject {
    var typeName: String?
    var iconName: String?

    /// The type's icon from the app's catalog.
    var image: Image? { iconName.map { Image($0) } }
}

final class SDEWhType: NSManagedObject {
    var maxJumpMass: Double = 0
    var maxStableMass: Double = 0
    var type: SDEInvType?
}

final class Storage {
    static var testStorage = Storage()
    let persistentContainer = NSPersistentContainer(name: "SDE")
}
