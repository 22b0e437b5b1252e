import Foundation
import Testing
import SwiftUI
import SwiftData
import RowTestSupport

/// A model as apps write them: `@Model` with attributes and a relationship.
@Model final class TodoItem {
    @Attribute(.unique) var title: String
    var priority: Int
    var done: Bool
    @Relationship(deleteRule: .cascade) var notes: [TodoNote] = []
    @Transient var scratch = 0
    init(title: String, priority: Int, done: Bool = false) { self.title = title; self.priority = priority; self.done = done }
}
@Model final class TodoNote {
    var text: String
    init(text: String) { self.text = text }
}

/// A list row file that reads its models with `@Query` and deletes through the context.
struct TodoList: View {
    @Query(sort: \TodoItem.priority, order: .reverse) var items: [TodoItem]
    @Query(filter: #Predicate<TodoItem> { $0.done }) var finished: [TodoItem]
    @Environment(\.modelContext) private var context
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items) { item in Text(item.title).layoutTag(item.title) }
            Text("\(finished.count) done").layoutTag("done")
        }
    }
}

/// SwiftData as rows use it: `@Model` classes, a container's main context, `@Query` sorting and
/// filtering what the environment's context holds.
@MainActor @Suite struct SwiftDataTests {
    /// A model is identified by its persistent identifier, as SwiftData's are (`memo.id` passed
    /// where a `PersistentIdentifier` is expected).
    @Test func aModelsIDIsItsPersistentIdentifier() {
        let item = TodoItem(title: "Milk", priority: 1)
        let id: PersistentIdentifier = item.id
        #expect(id == item.persistentModelID && id != TodoItem(title: "Milk", priority: 1).id)
    }

    @Test func queriesReadTheEnvironmentsContext() throws {
        let container = try ModelContainer(for: TodoItem.self, TodoNote.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        for (title, priority, done) in [("Low", 1, true), ("High", 3, false), ("Mid", 2, true)] {
            context.insert(TodoItem(title: title, priority: priority, done: done))
        }
        #expect(try context.fetchCount(FetchDescriptor<TodoItem>()) == 3)
        let frames = try TestSupport.renderer.layout(RenderRequest(TodoList().modelContainer(container), width: 200)).frames
        let high = try #require(frames["High"]), mid = try #require(frames["Mid"]), low = try #require(frames["Low"])
        #expect(high.y < mid.y && mid.y < low.y)
        // Two are done; a view with no container sees an empty context.
        let empty = try TestSupport.renderer.layout(RenderRequest(TodoList(), width: 200)).frames
        #expect(empty["High"] == nil && frames["done"] != nil)
        let item = try #require(try context.fetch(FetchDescriptor<TodoItem>(predicate: #Predicate { $0.priority == 3 })).first)
        #expect(item.title == "High" && item == item && item.persistentModelID == item.persistentModelID)
        context.delete(item)
        #expect(try context.fetch(FetchDescriptor<TodoItem>(sortBy: [SortDescriptor(\.title)])).map(\.title) == ["Low", "Mid"])
    }
}
