// Stubs for writefreely/writefreely-swiftui-multiplatform Shared/PostList/PostStatusBadgeView.swift: the
// Core Data entity WFAPost (WFAPost+CoreDataClass/Properties.swift) and PostStatus (Shared/Models).
import SwiftUI
import CoreData

public class WFAPost: NSManagedObject {
    public var body: String = ""
    public var collectionAlias: String?
    public var createdDate: Date?
    public var status: Int32 = 0
    public var title: String = ""
}
