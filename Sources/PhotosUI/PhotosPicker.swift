// `import PhotosUI`: the photo picker as rows show it — a button with its label. The library
// it would open is never shown in a frame, and nothing is ever picked.
@_exported import UniformTypeIdentifiers
import RowScene

/// What a photo picker offers (`.images`, `.videos`, `.any(of:)`, …).
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    public static let images = PHPickerFilter(name: "images"), videos = PHPickerFilter(name: "videos")
    public static let livePhotos = PHPickerFilter(name: "livePhotos"), screenshots = PHPickerFilter(name: "screenshots")
    public static let panoramas = PHPickerFilter(name: "panoramas"), bursts = PHPickerFilter(name: "bursts")
    public static let depthEffectPhotos = PHPickerFilter(name: "depthEffectPhotos"), screenRecordings = PHPickerFilter(name: "screenRecordings")
    public static let slomoVideos = PHPickerFilter(name: "slomoVideos"), timelapseVideos = PHPickerFilter(name: "timelapseVideos")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any(\(filters.map(\.name)))") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all(\(filters.map(\.name)))") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not(\(filter.name))") }
}

/// An item picked from the library (none is, in a frame).
public struct PhotosPickerItem: Hashable, Sendable {
    /// How an item's encoding is chosen when it is loaded.
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String
        public static let automatic = Self(name: "automatic"), current = Self(name: "current"), compatible = Self(name: "compatible")
    }
    public let itemIdentifier: String?
    public let supportedContentTypes: [UTType]
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier; supportedContentTypes = [] }
    /// The item's content as `type`: nothing, as there is no library to read.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping (Result<T?, Error>) -> Void) { completionHandler(.success(nil)) }
}
/// How a multiple-selection picker selects.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    public static let `default` = Self(name: "default"), ordered = Self(name: "ordered")
    public static let continuous = Self(name: "continuous"), continuousAndOrdered = Self(name: "continuousAndOrdered")
}

/// The photo picker's button: its label, as a `Button` draws it (the library opens when tapped).
public struct PhotosPicker<Label: View>: View {
    let label: Label
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public var body: some View { Button(action: {}) { label } }
}
extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
                  preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
}

extension View {
    /// Presents the photo picker when `isPresented` (never in a frame).
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
    nonisolated public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                         selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                         preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
}
