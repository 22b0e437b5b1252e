import Testing
import Foundation
import RowTestSupport
import RowScene
import CoreData
import IOSSources
import Combine

/// Core Data's SwiftUI parts: `@FetchRequest` reads the environment's context when the body
/// runs (a dynamic property holding an `@Environment`, as SwiftUI composes them), sorted and
/// filtered as its request says.
@MainActor @Suite struct CoreDataTests {
    final class Item: NSManagedObject {
        var name = ""
        var count = 0
        convenience init(_ name: String, _ count: Int, in context: NSManagedObjectContext) {
            self.init(context: context); self.name = name; self.count = count
        }
    }

    struct ItemList: View {
        @FetchRequest(sortDescriptors: [SortDescriptor(\Item.name)]) var items: FetchedResults<Item>
        @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.count, ascending: false)],
                      predicate: NSPredicate { object, _ in ((object as? Item)?.count ?? 0) > 1 }) var busy: FetchedResults<Item>
        var body: some View {
            VStack {
                ForEach(items) { Text($0.name) }
                Text(busy.map(\.name).joined(separator: ","))
            }
        }
    }

    /// `@NSManaged` properties, as IOSSources writes them (`@NSManagedAttribute`): values the
    /// object keeps, starting at nil or Core Data's zero values, whose writes tell its observers.
    final class Task: NSManagedObject {
        @NSManagedAttribute public var title: String?
        @NSManagedAttribute public var due: Date
        @NSManagedAttribute var isDone: Bool
        @NSManagedAttribute var priority: Int16
    }
    @Test func managedPropertiesAreValuesTheObjectKeeps() throws {
        let source = IOSSources.rewrite("    @NSManaged public var title: String?\n@NSManaged var isDone: Bool\nlet s = \"@NSManaged var\"", path: "/t.swift")
        #expect(source.split(separator: "\n").dropFirst().map(String.init)
                == ["    @NSManagedAttribute public var title: String?", "@NSManagedAttribute var isDone: Bool", "let s = \"@NSManaged var\""])
        let task = Task(context: NSManagedObjectContext())
        #expect(task.title == nil && task.due == Date(timeIntervalSinceReferenceDate: 0) && !task.isDone && task.priority == 0)
        var changes = 0
        let watching = task.objectWillChange.sink { changes += 1 }
        task.title = "Ship"; task.isDone = true
        #expect(task.title == "Ship" && task.isDone && changes == 2)
        watching.cancel()
    }

    /// An entity class as Xcode generates it, with its own typed `fetchRequest()`: without a
    /// type given, `Entity.fetchRequest()` is that one (as real previews write it).
    final class Pantry: NSManagedObject {
        var name = ""
        @nonobjc class func fetchRequest() -> NSFetchRequest<Pantry> { NSFetchRequest<Pantry>(entityName: "Pantry") }
    }
    @Test func anEntitysOwnFetchRequestIsTheOneMeant() throws {
        let context = NSManagedObjectContext()
        let made = Pantry(context: context); made.name = "rice"
        let request = Pantry.fetchRequest()
        request.fetchLimit = 1
        let first = try context.fetch(request)[0]
        #expect(first.name == "rice")
    }

    @Test func fetchRequestsReadTheEnvironmentsContext() throws {
        let context = NSManagedObjectContext()
        _ = Item("pear", 3, in: context); _ = Item("apple", 1, in: context); _ = Item("fig", 5, in: context)
        let view = ItemList().environment(\.managedObjectContext, context)
        let list = try TestSupport.renderer.displayList(view)
        let texts = list.ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(texts == ["apple", "fig", "pear", "fig,pear"], "\(texts)")
        // Deleted objects are gone from the next fetch; no context in the environment is an empty one.
        context.delete(context.registeredObjects[0])
        let after = try TestSupport.renderer.displayList(view).ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(after == ["apple", "fig", "fig"], "\(after)")
        let empty = try TestSupport.renderer.displayList(ItemList()).ops.compactMap { op -> String? in if case let .glyphs(run, _, _) = op { return run.text }; return nil }
        #expect(empty.isEmpty)
    }
}
