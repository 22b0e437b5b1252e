// Stubs the rows r477, r478 of writefreely/writefreely-swiftui-multiplatform share (written once here instead of in each
// row's Support.swift; see each row's file for what it stands in for).
import SwiftUI
import CoreData

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
