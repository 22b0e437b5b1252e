// Stubs for shankarmadeshvaran/SwiftUI_Tasks (r700): the ToDo Core Data entity (class generation off in the
// app's model, so a hand-written NSManagedObject subclass as there; Identifiable through NSManagedObject) and the app's Date helpers. Our own test
// doubles.
import SwiftUI
import CoreData

public class ToDo: NSManagedObject {
    public var title: String?
    public var due: Date = Date(timeIntervalSinceReferenceDate: 0)
    public var isNotify: Bool = false
}

extension Date {
    /// Same day of the month as `currentDate` (as the app compares them).
    func isEqual(currentDate: Date) -> Bool {
        Calendar.current.component(.day, from: self) == Calendar.current.component(.day, from: currentDate)
    }

    func string(format: String) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = format
        return formatter.string(from: self)
    }
}

enum TasksStore {
    /// The app's persistent container ("Tasks"), in memory here.
    static let context: NSManagedObjectContext = NSPersistentContainer(name: "Tasks_SwiftUI").viewContext
}
