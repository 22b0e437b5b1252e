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

    /// A fetch for dictionaries returns the named properties of each match; a count fetch, the count.
    @Test func dictionaryAndCountFetches() throws {
        let context = NSManagedObjectContext()
        let rice = Pantry(context: context); rice.name = "rice"
        let beans = Pantry(context: context); beans.name = "beans"
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Pantry")
        request.predicate = NSPredicate(format: "name == %@", "beans")
        request.resultType = .dictionaryResultType
        request.propertiesToFetch = ["name"]
        let found = try context.fetch(request)
        #expect(found.count == 1 && ((found.first as? [String: Any])?["name"] as? String) == "beans")
        request.resultType = .countResultType
        request.predicate = nil
        #expect((try context.fetch(request).first as? NSNumber)?.intValue == 2)
        _ = rice
    }

    /// A container set up as apps set it up: the merge policy by its global's name, kept.
    @Test func aContextKeepsItsMergePolicy() {
        let context = NSManagedObjectContext()
        #expect((context.mergePolicy as? NSMergePolicy)?.mergeType == .errorMergePolicyType)
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        #expect((context.mergePolicy as? NSMergePolicy) === NSMergePolicy.mergeByPropertyObjectTrump)
        // A preview container built from a model, as apps build one in memory.
        let preview = NSPersistentContainer(name: "Model", managedObjectModel: NSManagedObjectModel())
        #expect(preview.name == "Model" && preview.managedObjectModel.entities.isEmpty)
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

    /// Predicate format strings and sort keys as Core Data fetches name them (Foundation on Linux
    /// marks both unavailable): parsed once, evaluated on the object's values read by key —
    /// `@NSManaged` attributes, stored properties, key paths through relationships, `@count`.
    final class Shelf: NSManagedObject {
        @NSManagedAttribute var label: String?
        var books: [Book] = []
    }
    final class Book: NSManagedObject {
        @NSManagedAttribute var title: String?
        @NSManagedAttribute var pages: Int16
        @NSManagedAttribute var isRead: Bool
        @NSManagedAttribute var added: Date
        var shelf: Shelf?
    }
    @Test func predicateFormatsAndSortKeysReadValuesByKey() throws {
        let context = NSManagedObjectContext()
        let shelf = Shelf(context: context); shelf.label = "Kitchen"
        func book(_ title: String, _ pages: Int16, read: Bool, day: Double) -> Book {
            let b = Book(context: context); b.title = title; b.pages = pages; b.isRead = read
            b.added = Date(timeIntervalSinceReferenceDate: day * 86400); b.shelf = shelf; shelf.books.append(b); return b
        }
        let soup = book("Soup", 120, read: false, day: 3), bread = book("Bréad", 300, read: true, day: 1), salad = book("salad days", 80, read: false, day: 2)
        func titles(_ format: String, _ args: Any...) throws -> [String] {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: format, argumentArray: args)
            request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true, selector: Selector("NSString.localizedStandardCompare(_:)"))]
            return try context.fetch(request).compactMap(\.title)
        }
        #expect(try titles("isRead == NO") == ["salad days", "Soup"])
        #expect(try titles("isRead == %@", NSNumber(value: true)) == ["Bréad"])
        #expect(try titles("pages >= %d AND pages < 300", 100) == ["Soup"])
        #expect(try titles("NOT (pages BETWEEN {100, 400})") == ["salad days"])
        #expect(try titles("title BEGINSWITH[c] %@ OR title CONTAINS[cd] 'EAD'", "s") == ["Bréad", "salad days", "Soup"])
        #expect(try titles("%K LIKE 's*d*'", "title") == ["salad days"])
        #expect(try titles("shelf.label == 'Kitchen' && added > %@", Date(timeIntervalSinceReferenceDate: 1.5 * 86400)) == ["salad days", "Soup"])
        #expect(try titles("title IN %@", ["Soup", "Stew"]) == ["Soup"])
        #expect(try titles("title != nil AND title MATCHES '[A-Z].*'") == ["Bréad", "Soup"])
        #expect(try titles("TRUEPREDICATE").count == 3 && titles("FALSEPREDICATE").isEmpty)
        // To-many key paths: ANY, and @count.
        #expect(NSPredicate(format: "ANY books.pages > 250").evaluate(with: shelf))
        #expect(!NSPredicate(format: "ALL books.isRead == YES").evaluate(with: shelf))
        #expect(NSPredicate(format: "books.@count == 3").evaluate(with: shelf))
        // Sorting by key, descending, through a relationship's value and by date; value(forKey:) reads attributes.
        #expect(([soup, bread, salad] as NSArray).sortedArray(using: [NSSortDescriptor(key: "added", ascending: false)]).map { ($0 as! Book).title } == ["Soup", "salad days", "Bréad"])
        #expect(soup.value(forKey: "pages") as? Int16 == 120 && shelf.value(forKey: "label") as? String == "Kitchen")
    }
}
