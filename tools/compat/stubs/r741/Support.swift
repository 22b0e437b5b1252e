// Stubs for fnvc666/zubri (r741): the GameResult Core Data entity (Xcode's class generation in the app:
// date, imageName, scoreFraction, subtopic) and an in-memory store for the sample. Our own test doubles.
import CoreData

final class GameResult: NSManagedObject {
    var date: Date?
    var imageName: String?
    var scoreFraction: Float = 0
    var subtopic: String?
}

enum ZubriStore {
    static let context: NSManagedObjectContext = NSPersistentContainer(name: "Zubri").viewContext
}
