// `import CoreData` for rows that show managed objects: contexts that hold objects in memory,
// fetch requests sorted by Swift key paths, and SwiftUI's `@FetchRequest`. There is no store
// on Linux: a preview or a test inserts the objects a row shows into a context and puts that
// context in the environment (`.environment(\.managedObjectContext, context)`).
//
// `@NSManaged` needs the Objective-C runtime, which Linux lacks: an app's entity classes compiled
// through IOSSources (the RowFrameIOSSources plugin, tools/compat) have their `@NSManaged`
// properties written `@NSManagedAttribute`, values the object keeps (their relationship
// accessor methods are not supported); a stub of an app's model declares stored properties.
@_exported import Foundation
import Combine
import RowScene

/// An object a context manages (an entity's instance). Views observe it as an
/// `ObservableObject`.
open class NSManagedObject: NSObject, ObservableObject, Identifiable {
    /// The context it was inserted into (nil once deleted).
    public private(set) weak var managedObjectContext: NSManagedObjectContext?
    public private(set) var isDeleted = false
    public let objectID = NSManagedObjectID()
    /// Sends before a value of the object changes (a value set by key or an `@NSManaged`
    /// attribute); the running view graph updates its views, as SwiftUI's do for a managed object.
    public let objectWillChange = ObservableObjectPublisher()
    func willChange() {
        objectWillChange.send()
        VirtualClock.current?.objectWillChange()
    }

    public override init() { super.init() }
    /// A new object, inserted into `context`.
    public init(context: NSManagedObjectContext) {
        super.init()
        context.insert(self)
    }
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        super.init()
        context?.insert(self)
    }

    /// The entity: named after the class.
    open class func entity() -> NSEntityDescription { NSEntityDescription(name: String(describing: self), type: self) }
    /// A request for every object of this class. (A subclass's own typed `fetchRequest()`, as
    /// Xcode generates it, is the one `Entity.fetchRequest()` means without a type given.)
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self), type: self)
    }

    fileprivate func attach(_ context: NSManagedObjectContext?) { managedObjectContext = context; isDeleted = context == nil }

    /// Attribute values set by key (key-value coding: Linux's NSObject has none, so a managed
    /// object keeps the values code sets by key, and reads them back; a key never set reads the
    /// stored or `@NSManaged` property of that name).
    private var valuesByKey: [String: Any] = [:]
    open func value(forKey key: String) -> Any? {
        if let value = valuesByKey[key] { return value }
        return KeyValue.storedProperty(of: self, named: key)
    }
    open func setValue(_ value: Any?, forKey key: String) {
        willChange()
        valuesByKey[key] = value
    }
    /// The names of the object's values: set by key, or stored properties (a dictionary fetch
    /// that names no properties holds them all), in name order.
    var keys: [String] {
        let stored = Mirror(reflecting: self).children.compactMap { $0.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } }
        return Set(stored + valuesByKey.keys).sorted()
    }
    open func primitiveValue(forKey key: String) -> Any? { valuesByKey[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { valuesByKey[key] = value }
    open func willChangeValue(forKey key: String) { willChange() }
    open func didChangeValue(forKey key: String) {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
}

/// An entity's attribute as `@NSManaged` declares it (IOSSources writes `@NSManaged` so): a value
/// the object keeps, starting as Core Data leaves an attribute without a default value — nil,
/// or for a non-optional one zero, false, empty, the reference date (2001-01-01) or the nil UUID —
/// whose writes tell the object's observers, as a managed object's do.
@propertyWrapper public struct NSManagedAttribute<Value> {
    var value: Value
    public init() where Value: ExpressibleByNilLiteral { value = nil }
    public init() where Value: NSManagedAttributeDefault { value = Value.managedAttributeDefault }
    public init(wrappedValue: Value) { value = wrappedValue }
    @available(*, unavailable, message: "@NSManaged properties belong to NSManagedObject subclasses")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
    public static subscript<EnclosingSelf: AnyObject>(_enclosingInstance object: EnclosingSelf,
                                                     wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                                                     storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            (object as? NSManagedObject)?.willChange()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// A type whose non-optional `@NSManaged` attribute starts with a value.
public protocol NSManagedAttributeDefault { static var managedAttributeDefault: Self { get } }
extension Bool: NSManagedAttributeDefault { public static var managedAttributeDefault: Bool { false } }
extension String: NSManagedAttributeDefault { public static var managedAttributeDefault: String { "" } }
extension Int: NSManagedAttributeDefault { public static var managedAttributeDefault: Int { 0 } }
extension Int16: NSManagedAttributeDefault { public static var managedAttributeDefault: Int16 { 0 } }
extension Int32: NSManagedAttributeDefault { public static var managedAttributeDefault: Int32 { 0 } }
extension Int64: NSManagedAttributeDefault { public static var managedAttributeDefault: Int64 { 0 } }
extension Double: NSManagedAttributeDefault { public static var managedAttributeDefault: Double { 0 } }
extension Float: NSManagedAttributeDefault { public static var managedAttributeDefault: Float { 0 } }
extension Decimal: NSManagedAttributeDefault { public static var managedAttributeDefault: Decimal { 0 } }
extension Date: NSManagedAttributeDefault { public static var managedAttributeDefault: Date { Date(timeIntervalSinceReferenceDate: 0) } }
extension UUID: NSManagedAttributeDefault { public static var managedAttributeDefault: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) } }
extension Data: NSManagedAttributeDefault { public static var managedAttributeDefault: Data { Data() } }

/// An object's identity in its context.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {}

/// An entity: its name and the class of its objects.
public final class NSEntityDescription: NSObject, @unchecked Sendable {
    public let name: String?
    let type: NSManagedObject.Type?
    init(name: String, type: NSManagedObject.Type?) { self.name = name; self.type = type }
}

/// What a fetch request can return (managed objects here).
public protocol NSFetchRequestResult: AnyObject {}
extension NSManagedObject: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}

/// What a fetch returns: the objects, their properties as dictionaries, or their count.
public enum NSFetchRequestResultType: Sendable {
    case managedObjectResultType, managedObjectIDResultType, dictionaryResultType, countResultType
}

/// A fetch: the objects of an entity, filtered by a block predicate and sorted.
open class NSFetchRequest<ResultType>: NSObject {
    public var entityName: String?
    var type: NSManagedObject.Type?
    public var sortDescriptors: [NSSortDescriptor]?
    public var predicate: NSPredicate?
    public var fetchLimit = 0
    public var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// The properties a dictionary result holds (names; nil: all the object's set values).
    public var propertiesToFetch: [Any]?
    public init(entityName: String) { self.entityName = entityName }
    init(entityName: String, type: NSManagedObject.Type) { self.entityName = entityName; self.type = type }
}

/// A way of resolving save conflicts, by name (a render has no store to conflict with).
public final class NSMergePolicy: NSObject, @unchecked Sendable {
    public enum MergeType: Sendable { case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType,
                                       mergeByPropertyObjectTrumpMergePolicyType, overwriteMergePolicyType, rollbackMergePolicyType }
    public let mergeType: MergeType
    public init(merge type: MergeType) { mergeType = type }
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}
/// Core Data's merge policies as their C globals name them.
public let NSErrorMergePolicy: Any = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

/// Objects in memory, inserted, fetched and deleted; `save()` keeps them (there is no store).
public final class NSManagedObjectContext: NSObject, ObservableObject, @unchecked Sendable {
    public enum ConcurrencyType: Sendable { case mainQueueConcurrencyType, privateQueueConcurrencyType }
    public private(set) var registeredObjects: [NSManagedObject] = []
    public private(set) var hasChanges = false
    public var automaticallyMergesChangesFromParent = false
    /// How saves would resolve conflicts with the store (there is none: kept, never consulted).
    public var mergePolicy: Any = NSErrorMergePolicy
    public init(concurrencyType: ConcurrencyType) {}
    public override init() {}

    public func insert(_ object: NSManagedObject) {
        guard !registeredObjects.contains(where: { $0 === object }) else { return }
        registeredObjects.append(object); object.attach(self); hasChanges = true
    }
    public func delete(_ object: NSManagedObject) {
        registeredObjects.removeAll { $0 === object }; object.attach(nil); hasChanges = true
    }
    public func save() throws { hasChanges = false }
    public func rollback() {}
    public func perform(_ block: @escaping () -> Void) { block() }
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }

    /// The registered objects the request asks for: of its result type (and entity, when the
    /// request names a class), passing its predicate, in its sort order, at most its limit.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = matching(request)
        switch request.resultType {
        case .managedObjectResultType, .managedObjectIDResultType: return objects.compactMap { $0 as? T }
        case .countResultType: return [NSNumber(value: objects.count) as Any].compactMap { $0 as? T }
        case .dictionaryResultType:
            let keys = request.propertiesToFetch?.compactMap { $0 as? String }
            return objects.compactMap { object in
                var values: [String: Any] = [:]
                for key in keys ?? object.keys { if let value = object.value(forKey: key) { values[key] = value } }
                return NSDictionary(dictionary: values) as? T
            }
        }
    }

    /// The registered objects the request matches, in its order, at most its limit.
    private func matching<T>(_ request: NSFetchRequest<T>) -> [NSManagedObject] {
        var found = registeredObjects.filter { object in
            if let type = request.type, !object.isKind(of: type) { return false }
            if let predicate = request.predicate, !predicate.evaluate(with: object) { return false }
            return true
        }
        if let sorts = request.sortDescriptors, !sorts.isEmpty {
            found = found.enumerated().sorted { a, b in
                for sort in sorts {
                    let order = sort.compare(a.element, to: b.element)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found
    }
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int { matching(request).count }
}

/// A container whose view context holds objects in memory.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let viewContext = NSManagedObjectContext()
    public let managedObjectModel: NSManagedObjectModel
    public var persistentStoreDescriptions: [NSPersistentStoreDescription] = [NSPersistentStoreDescription()]
    public init(name: String) { self.name = name; managedObjectModel = NSManagedObjectModel() }
    public init(name: String, managedObjectModel model: NSManagedObjectModel) { self.name = name; managedObjectModel = model }
    /// Calls back at once, with no error: there is no store to load.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }
    open func newBackgroundContext() -> NSManagedObjectContext { viewContext }
}
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// A data model: the entities an app's `.xcdatamodeld` declares are its NSManagedObject
/// subclasses here, so a model read from a file or built empty names none.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    public override init() {}
    public init?(contentsOf url: URL) {}
    public var entities: [NSEntityDescription] = []
}

/// Where a container would keep its store (accepted).
public final class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    public var url: URL?
    public var type = "InMemory"
    public override init() {}
    public init(url: URL) { self.url = url }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = NSManagedObjectContext()
}
extension EnvironmentValues {
    /// The context `@FetchRequest` reads (an empty one unless set).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

/// The objects a `@FetchRequest` found, in order.
public struct FetchedResults<Result>: RandomAccessCollection {
    let objects: [Result]
    public var startIndex: Int { 0 }
    public var endIndex: Int { objects.count }
    public subscript(position: Int) -> Result { objects[position] }
}

/// The objects of the environment's context that a request finds, fetched when the view's body
/// reads them (`@FetchRequest`).
@propertyWrapper
public struct FetchRequest<Result: NSManagedObject>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    private let request: NSFetchRequest<Result>

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        if request.type == nil { request.type = Result.self }
    }
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = NSFetchRequest<Result>(entityName: String(describing: Result.self), type: Result.self)
        request.sortDescriptors = sortDescriptors; request.predicate = predicate
    }
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
        if let type = entity.type { request.type = type }
    }
    // An empty literal (`sortDescriptors: []`) takes the NSSortDescriptor form, as in SwiftUI.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(sortDescriptors: sortDescriptors.map { NSSortDescriptor(comparing: $0) }, predicate: predicate, animation: animation)
    }

    public var wrappedValue: FetchedResults<Result> { FetchedResults(objects: (try? context.fetch(request)) ?? []) }
}

extension NSSortDescriptor {
    /// A descriptor ordering as a Swift `SortDescriptor` does.
    convenience init<Compared: NSObject>(comparing sort: SortDescriptor<Compared>) {
        self.init(keyPath: \NSObject.self as KeyPath<NSObject, NSObject>, ascending: true) { a, b in
            guard let a = a as? Compared, let b = b as? Compared else { return .orderedSame }
            return sort.compare(a, b)
        }
    }
}
