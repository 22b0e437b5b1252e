// Stubs for instructure/canvas-ios (r709): the Conference entity (Core Data; only the attributes the card
// reads), its course/group context, the offline-mode check and the "not available offline" alert helper.
// Our own test doubles.
import SwiftUI
import CoreData

struct Context: Equatable {
    let contextType: String
    let id: String
    var pathComponent: String { "/\(contextType)s/\(id)" }
}

public final class Conference: NSManagedObject {
    public var id: String = ""
    public var title: String = ""
    public var isIgnored: Bool = false
    var canvasContextID: String = ""

    /// "course_42" → the course's context.
    var context: Context {
        let parts = canvasContextID.split(separator: "_", maxSplits: 1).map(String.init)
        return Context(contextType: parts.first ?? "user", id: parts.count > 1 ? parts[1] : "self")
    }
}

extension NSManagedObjectContext {
    /// The first object of type T whose `key` equals `value`.
    func first<T>(where key: String, equals value: CVarArg?) -> T? {
        registeredObjects.first { ($0.value(forKey: key) as? String) == (value as? String) } as? T
    }
}

protocol OfflineModeInteractor {
    func isOfflineModeEnabled() -> Bool
}

enum OfflineModeAssembly {
    private struct Online: OfflineModeInteractor {
        func isOfflineModeEnabled() -> Bool { false }
    }
    static func make() -> OfflineModeInteractor { Online() }
}

extension UIAlertController {
    /// Shows "This item is not available offline." over the top view controller.
    static func showItemNotAvailableInOfflineAlert(_ completion: (() -> Void)? = nil) {
        completion?()
    }
}
