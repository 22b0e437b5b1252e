import SwiftUI
// Stub of the NavigationBackport package (johnpatrickmorgan/NavigationBackport): the API corpus
// rows use. Test double; links are buttons that append to an (unobserved) path.

public struct NBNavigationPath: Equatable {
    public var elements: [AnyHashable] = []
    public init() {}
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

public struct NBNavigationLink<P: Hashable, Label: View>: View {
    let value: P?
    let label: Label

    public init(value: P?, @ViewBuilder label: () -> Label) {
        self.value = value
        self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}
