import Foundation
// Stub of list-app's Core package (Drbvr/list-app Sources/Core): the models the corpus rows use
// (Models/Item.swift, Models/PropertyValue.swift). Test double.

public enum PropertyValue: Codable, Equatable, Hashable {
    case text(String)
    case number(Double)
    case date(Date)
    case bool(Bool)
}

public struct Item: Identifiable, Codable, Hashable {
    public static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public let id: UUID
    public var type: String
    public var title: String
    public var properties: [String: PropertyValue]
    public var tags: [String]
    public var completed: Bool
    public var sourceFile: String
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: UUID = UUID(), type: String, title: String, properties: [String: PropertyValue] = [:],
                tags: [String] = [], completed: Bool = false, sourceFile: String,
                createdAt: Date = Date(), updatedAt: Date = Date()) {
        self.id = id
        self.type = type
        self.title = title
        self.properties = properties
        self.tags = tags
        self.completed = completed
        self.sourceFile = sourceFile
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
