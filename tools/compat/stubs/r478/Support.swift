import SwiftUI
import CoreData
// Stubs for writefreely/writefreely-swiftui-multiplatform Shared/PostList/PostStatusBadgeView.swift: the
// Core Data entity WFAPost (WFAPost+CoreDataClass/Properties.swift) and PostStatus (Shared/Models).

public class WFAPost: NSManagedObject {
    public var body: String = ""
    public var collectionAlias: String?
    public var createdDate: Date?
    public var status: Int32 = 0
    public var title: String = ""
}

enum PostStatus: Int32 {
    case local = 0
    case edited = 1
    case published = 2
}

/// Shared/LocalStorageManager.swift: the app's Core Data stack.
final class LocalStorageManager {
    static let standard = LocalStorageManager()
    let container = NSPersistentContainer(name: "LocalStorageModel")

    func saveContext() {
        try? container.viewContext.save()
    }
}
