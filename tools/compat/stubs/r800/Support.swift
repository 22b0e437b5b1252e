// Stubs for UmutSERIFLER/ToDo_CoreData_SwiftUI (r800): the Todo Core Data entity (Todo.xcdatamodeld, class
// generation on: its attributes as stored properties of an NSManagedObject subclass, with the generated
// fetchRequest()) and the app's persistence container (Persistence/PersistenceManager.swift; in memory
// here). Our own test doubles with the app's names.
import SwiftUI
import CoreData

public class Todo: NSManagedObject {
    public var dateCreated: Date?
    public var id: UUID?
    public var isComplete: Bool = false
    public var isImportant: Bool = false
    public var todoDescription: String?

    @nonobjc public class func fetchRequest() -> NSFetchRequest<Todo> {
        NSFetchRequest<Todo>(entityName: "Todo")
    }
}

final class PersistenceManager {
    static let shared = PersistenceManager()
    let container = NSPersistentContainer(name: "ToDo_SwiftUI")
    var context: NSManagedObjectContext { container.viewContext }
}
