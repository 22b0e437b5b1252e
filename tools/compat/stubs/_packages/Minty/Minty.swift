import Foundation
// Stub of the minty-swift package (genekoval/minty-swift), the Minty client library: the object preview
// the MintyUI rows use. Test double.

public struct ObjectPreview: Identifiable, Hashable, Sendable {
    public let id: UUID
    public let type: String
    public let subtype: String
    public let previewId: UUID?

    public init(id: UUID, type: String, subtype: String, previewId: UUID?) {
        self.id = id
        self.type = type
        self.subtype = subtype
        self.previewId = previewId
    }
}
