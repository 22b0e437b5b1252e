import Foundation
import UniformTypeIdentifiers

// Moving values between apps — dragging, dropping, sharing — as SwiftUI and CoreTransferable
// declare it. A frame never transfers anything: the representations a type declares are kept
// and nothing is exported; drop targets are never entered; share links draw their label.

/// A value that can be dragged, dropped or shared (CoreTransferable's `Transferable`): how it
/// is represented, built with `@TransferRepresentationBuilder`.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}
extension Transferable {
    /// Foundation's and SwiftUI's own transferable values represent themselves.
    public static var transferRepresentation: OwnRepresentation<Self> { OwnRepresentation() }
}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension AttributedString: Transferable {}

/// One way of representing a transferable item (a content type and its conversions).
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
}

/// The representation a system type has of itself.
public struct OwnRepresentation<Item: Transferable>: TransferRepresentation {}

/// Several representations, in order of preference (what the builder makes of a block).
public struct TransferRepresentations<Item: Transferable>: TransferRepresentation {
    let count: Int
}

/// Builds a type's representations from a block of them (`@TransferRepresentationBuilder`).
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ r: R) -> TransferRepresentations<Item> where R.Item == Item {
        TransferRepresentations(count: 1)
    }
    public static func buildBlock(_ parts: TransferRepresentations<Item>...) -> TransferRepresentations<Item> {
        TransferRepresentations(count: parts.reduce(0) { $0 + $1.count })
    }
    public static func buildOptional(_ r: TransferRepresentations<Item>?) -> TransferRepresentations<Item> { r ?? TransferRepresentations(count: 0) }
    public static func buildEither(first r: TransferRepresentations<Item>) -> TransferRepresentations<Item> { r }
    public static func buildEither(second r: TransferRepresentations<Item>) -> TransferRepresentations<Item> { r }
    public static func buildLimitedAvailability(_ r: TransferRepresentations<Item>) -> TransferRepresentations<Item> { r }
}

/// Whether a representation is offered to everyone or only within the app.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    public static let group = TransferRepresentationVisibility(name: "group")
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

/// A representation with an export condition, a visibility or a file name set.
public struct ConfiguredTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    let base: Base
}
extension TransferRepresentation {
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> ConfiguredTransferRepresentation<Self> { ConfiguredTransferRepresentation(base: self) }
    public func visibility(_ visibility: TransferRepresentationVisibility) -> ConfiguredTransferRepresentation<Self> { ConfiguredTransferRepresentation(base: self) }
    public func suggestedFileName(_ name: String) -> ConfiguredTransferRepresentation<Self> { ConfiguredTransferRepresentation(base: self) }
    public func suggestedFileName(_ name: @escaping (Item) -> String?) -> ConfiguredTransferRepresentation<Self> { ConfiguredTransferRepresentation(base: self) }
}

/// The item encoded with Codable (JSON) under a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public let contentType: UTType
    public init(contentType: UTType) { self.contentType = contentType }
    public init(for itemType: Item.Type = Item.self, contentType: UTType) { self.contentType = contentType }
    public init<Encoder, Decoder>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) { self.contentType = contentType }
}

/// The item as bytes of a content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public let contentType: UTType
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) { self.contentType = contentType }
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) { contentType = exportedContentType }
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) { contentType = importedContentType }
}

/// A file that carries a transferred item.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) { self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile }
}
/// A file that a transfer delivered.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// The item as a file of a content type.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public let contentType: UTType
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) { self.contentType = contentType }
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) { contentType = exportedContentType }
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) { contentType = importedContentType }
}

/// The item represented by another transferable value (a URL, a string).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {}
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {}
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {}
}
extension ProxyRepresentation where Item == Proxy {
    public init(exporting: KeyPath<Item, Proxy>) {}
}

// MARK: - Sharing

/// What the share sheet shows of a shared item: a title, an image and an icon.
public struct SharePreview<Image, Icon> {
    public let title: Text
    public let image: Image?
    public let icon: Icon?
    init(title: Text, image: Image?, icon: Icon?) { self.title = title; self.image = image; self.icon = icon }
    public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title, image: image, icon: icon) }
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.init(title: Text(String(title)), image: image, icon: icon) }
    public init(_ title: LocalizedStringKey, image: Image, icon: Icon) { self.init(title: Text(title), image: image, icon: icon) }
}
extension SharePreview where Image == Never, Icon == Never {
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
    public init<S: StringProtocol>(_ title: S) { self.init(title: Text(String(title)), image: nil, icon: nil) }
    public init(_ title: LocalizedStringKey) { self.init(title: Text(title), image: nil, icon: nil) }
}
extension SharePreview where Icon == Never {
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: Text(String(title)), image: image, icon: nil) }
    public init(_ title: LocalizedStringKey, image: Image) { self.init(title: Text(title), image: image, icon: nil) }
}
extension SharePreview where Image == Never {
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: Text(String(title)), image: nil, icon: icon) }
    public init(_ title: LocalizedStringKey, icon: Icon) { self.init(title: Text(title), image: nil, icon: icon) }
}

// MARK: - Dropping

/// What a drop would do with the dragged items.
public enum DropOperation: Sendable, Hashable {
    case cancel, forbidden, copy, move
}
/// A drop target's answer to a drag over it.
public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}
/// A drag over a drop target: where it is and what it carries (a frame has no drag, so no
/// drop info is ever made by RowFrame; a test may make one).
public struct DropInfo: Sendable {
    public let location: CGPoint
    let types: [UTType]
    public init(location: CGPoint, types: [UTType] = []) { self.location = location; self.types = types }
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { types.contains { t in contentTypes.contains { t.conforms(to: $0) } } }
    public func hasItemsConforming(to typeIdentifiers: [String]) -> Bool { hasItemsConforming(to: typeIdentifiers.compactMap { UTType($0) }) }
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
    public func itemProviders(for typeIdentifiers: [String]) -> [NSItemProvider] { [] }
}
/// An object that takes part in a drop on a view (`onDrop(of:delegate:)`).
@MainActor public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
    func dropEntered(info: DropInfo)
    func dropUpdated(info: DropInfo) -> DropProposal?
    func dropExited(info: DropInfo)
}
extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// A drop target whose delegate is told of drags (none in a frame).
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { Inert(content: self) }
    nonisolated public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { Inert(content: self) }
    nonisolated public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        Inert(content: self)
    }
}
