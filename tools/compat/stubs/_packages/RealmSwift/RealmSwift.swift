import Foundation
import SwiftUI
// Stub of realm-swift's RealmSwift: the object base class, result collection and the SwiftUI
// @ObservedResults wrapper the BookyBooky row uses. Test double: no database, results are whatever the
// double was given (empty by default).

open class Object {
    public init() {}
}

public protocol ObjectKeyIdentifiable: Identifiable {}

extension ObjectKeyIdentifiable where Self: Object {
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}

public protocol PersistableEnum: RawRepresentable, CaseIterable {}

public struct Results<Element>: RandomAccessCollection {
    let items: [Element]
    public init(_ items: [Element] = []) { self.items = items }
    public var startIndex: Int { items.startIndex }
    public var endIndex: Int { items.endIndex }
    public subscript(position: Int) -> Element { items[position] }
}

@propertyWrapper
public struct ObservedResults<ResultType: Object>: DynamicProperty {
    private let results: Results<ResultType>

    public init(_ type: ResultType.Type, filter: NSPredicate? = nil) {
        results = Results()
    }

    public var wrappedValue: Results<ResultType> { results }
}
