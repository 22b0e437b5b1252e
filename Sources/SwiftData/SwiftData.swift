// `import SwiftData` as rows use it: `@Model` classes kept in an in-memory `ModelContext`,
// `@Query` reading the environment's context, and the containers previews set up
// (`.modelContainer(for:inMemory:)`). Nothing is stored on disk: a render has no app store.
@_exported import Foundation
@_exported import Observation
import RowScene

/// A class `@Model` made persistent: identified by its object, equal to itself only.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}
extension PersistentModel {
    public static func == (a: Self, b: Self) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(id: ObjectIdentifier(self)) }
    /// A model is identified by its persistent identifier, as SwiftData's are.
    public var id: PersistentIdentifier { persistentModelID }
}
/// A model's identity.
public struct PersistentIdentifier: Hashable, Sendable {
    let id: ObjectIdentifier
}

/// Makes a class a persistent model (its stored properties are its attributes).
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "RowPreviewMacros", type: "ModelMacro")
/// An attribute's options (unique, external storage, …): accepted.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "RowPreviewMacros", type: "PreviewableMacro")
/// A relationship's rules (delete rule, inverse): accepted; relationships are plain references.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "RowPreviewMacros", type: "PreviewableMacro")
/// A property that is not stored: accepted.
@attached(peer)
public macro Transient() = #externalMacro(module: "RowPreviewMacros", type: "PreviewableMacro")

/// The models a container holds, by type.
public struct Schema: Sendable {
    public let types: [any PersistentModel.Type]
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Schema.Version(1, 0, 0)) { self.types = types }
    public init(_ types: any PersistentModel.Type..., version: Schema.Version = Schema.Version(1, 0, 0)) { self.types = types }
    public struct Version: Sendable, Hashable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { self.major = major; self.minor = minor; self.patch = patch }
    }
    public enum Attribute {
        public struct Option: Sendable, Hashable {
            let name: String
            public static let unique = Option(name: "unique"), externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption"), preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral"), spotlight = Option(name: "spotlight")
            public static func transformable(by name: String) -> Option { Option(name: "transformable") }
        }
    }
    public enum Relationship {
        public struct Option: Sendable, Hashable {
            let name: String
            public static let unique = Option(name: "unique")
        }
        public enum DeleteRule: Sendable, Hashable { case nullify, cascade, deny, noAction }
    }
}

/// How a container keeps its store: always in memory here.
public struct ModelConfiguration: Sendable, Hashable {
    public let isStoredInMemoryOnly: Bool
    public let name: String
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"; self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }
    public static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.isStoredInMemoryOnly == b.isStoredInMemoryOnly }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public struct GroupContainer: Sendable, Hashable { public static let automatic = GroupContainer(), none = GroupContainer() }
    public struct CloudKitDatabase: Sendable, Hashable { public static let automatic = CloudKitDatabase(), none = CloudKitDatabase() }
}

/// A model container: its schema and its main context (in memory).
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    @MainActor public private(set) lazy var mainContext = ModelContext(self)
    public init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        schema = Schema(types); self.configurations = configurations
    }
    public init(for schema: Schema, configurations: ModelConfiguration...) throws { self.schema = schema; self.configurations = configurations }
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws { self.schema = schema; self.configurations = configurations }
    public func deleteAllData() {}
}

/// Where models live while a render runs: inserted, fetched (filtered and sorted), deleted.
public final class ModelContext: @unchecked Sendable {
    public let container: ModelContainer?
    public var autosaveEnabled = true
    public private(set) var hasChanges = false
    private var models: [ObjectIdentifier: [AnyObject]] = [:]
    public init(_ container: ModelContainer) { self.container = container }
    init() { container = nil }

    public func insert<T: PersistentModel>(_ model: T) {
        let key = ObjectIdentifier(T.self)
        if models[key, default: []].contains(where: { $0 === model }) { return }
        models[key, default: []].append(model); hasChanges = true
    }
    public func delete<T: PersistentModel>(_ model: T) {
        models[ObjectIdentifier(T.self)]?.removeAll { $0 === model }; hasChanges = true
    }
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        let doomed = try fetch(FetchDescriptor<T>(predicate: predicate))
        for m in doomed { delete(m) }
    }
    public func save() throws { hasChanges = false }
    public func rollback() {}
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = (models[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        if descriptor.fetchOffset ?? 0 > 0 { found = Array(found.dropFirst(descriptor.fetchOffset ?? 0)) }
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(limit)) }
        return found
    }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }
    public func model(for id: PersistentIdentifier) -> (any PersistentModel)? {
        models.values.joined().first { ObjectIdentifier($0) == id.id } as? any PersistentModel
    }
}

/// What to fetch: a filter, an order, a window.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) { self.predicate = predicate; self.sortBy = sortBy }
}

private struct ModelContextKey: EnvironmentKey {
    /// An empty context, made anew where no container is set (so nothing is shared between renders).
    static var defaultValue: ModelContext { ModelContext() }
}
extension EnvironmentValues {
    /// The context `@Query` reads and rows insert into (`.modelContainer(…)` sets it).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// The models of the environment's context that a query finds, fetched when the body reads
/// them (`@Query`).
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) { self.descriptor = descriptor }
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: sort)
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
                                   animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
                                   animation: Animation? = nil) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)])
    }
    public var wrappedValue: [Element] { (try? context.fetch(descriptor)) ?? [] }
}

extension View {
    /// Sets the environment's model context to `container`'s main one.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some View {
        ModelContainerSetter(content: self, container: container)
    }
    /// A new in-memory container for these models (a render stores nothing).
    nonisolated public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                           isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
    nonisolated public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                                           isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, Error>) -> Void = { _ in }) -> some View {
        ModelContainerSetter(content: self, container: try? ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
    }
    nonisolated public func modelContext(_ context: ModelContext) -> some View { environment(\.modelContext, context) }
}

/// Puts a container's main context in the environment of its content.
struct ModelContainerSetter<Content: View>: View {
    let content: Content
    let container: ModelContainer?
    var body: some View {
        if let container { content.environment(\.modelContext, container.mainContext) } else { content }
    }
}
