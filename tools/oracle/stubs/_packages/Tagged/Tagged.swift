// Stub of pointfreeco/swift-tagged's Tagged module (0.10.0, fespinoza/sample-json-app's pin): a
// raw value tagged with a phantom type, as the app's identifiers use it.
public struct Tagged<Tag, RawValue> {
    public var rawValue: RawValue

    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: RawValue) {
        self.rawValue = rawValue
    }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}
