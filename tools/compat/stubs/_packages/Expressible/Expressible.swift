// Stub of mrdepth's Expressible package (typed Core Data fetch requests): `context.from(Entity.self)` and the
// request's `first()`/`all()`. Our own test double over NSFetchRequest.
import CoreData

public struct Request<Result: NSManagedObject> {
    let context: NSManagedObjectContext

    public func all() throws -> [Result] {
        context.registeredObjects.compactMap { $0 as? Result }
    }

    public func first() throws -> Result? {
        try all().first
    }
}

extension NSManagedObjectContext {
    public func from<Result: NSManagedObject>(_ entity: Result.Type) -> Request<Result> {
        Request(context: self)
    }
}
