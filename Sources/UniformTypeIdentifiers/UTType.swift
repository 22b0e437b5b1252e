// `import UniformTypeIdentifiers`: content types as rows name them (file importers, drag and
// drop, pickers): identifiers, filename extensions, MIME types and what conforms to what.
@_exported import Foundation

/// A uniform type (`UTType.png`, `UTType(filenameExtension: "pdf")`).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// The identifiers of the types it conforms to directly.
    let parents: [String]
    public var description: String { identifier }
    public var localizedDescription: String? { identifier }
    public var isDeclared: Bool { UTType.known[identifier] != nil }
    public var isDynamic: Bool { !isDeclared }
    public var isPublicType: Bool { identifier.hasPrefix("public.") }
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if let e = preferredFilenameExtension { tags[.filenameExtension] = [e] }
        if let m = preferredMIMEType { tags[.mimeType] = [m] }
        return tags
    }

    init(_ identifier: String, _ ext: String?, _ mime: String?, _ parents: [String]) {
        self.identifier = identifier; preferredFilenameExtension = ext; preferredMIMEType = mime; self.parents = parents
    }
    /// A declared type by its identifier (nil for one the table does not know).
    public init?(_ identifier: String) {
        guard let known = UTType.known[identifier] else { return nil }
        self = known
    }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let t = UTType.table.first(where: { $0.preferredFilenameExtension?.lowercased() == filenameExtension.lowercased() }),
              t.conforms(to: supertype) else { return nil }
        self = t
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let t = UTType.table.first(where: { $0.preferredMIMEType == mimeType.lowercased() }), t.conforms(to: supertype) else { return nil }
        self = t
    }
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        switch tagClass {
        case .filenameExtension: self.init(filenameExtension: tag, conformingTo: supertype ?? .data)
        case .mimeType: self.init(mimeType: tag, conformingTo: supertype ?? .data)
        default: return nil
        }
    }
    /// An app's own type (declared in its Info.plist on iOS).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(identifier, nil, nil, [parent?.identifier ?? "public.data"])
    }
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }

    /// Whether this type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { UTType.known[$0]?.conforms(to: type) ?? ($0 == type.identifier) }
    }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public var supertypes: Set<UTType> {
        Set(parents.compactMap { UTType.known[$0] }.flatMap { [$0] + $0.supertypes })
    }

    // The common system types and their places in the hierarchy.
    public static let item = UTType("public.item", nil, nil, [])
    public static let content = UTType("public.content", nil, nil, [])
    public static let data = UTType("public.data", nil, nil, ["public.item"])
    public static let directory = UTType("public.directory", nil, nil, ["public.item"])
    public static let folder = UTType("public.folder", nil, nil, ["public.directory"])
    public static let url = UTType("public.url", nil, nil, ["public.data"])
    public static let fileURL = UTType("public.file-url", nil, nil, ["public.url"])
    public static let text = UTType("public.text", nil, nil, ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", "txt", "text/plain", ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", "txt", "text/plain", ["public.plain-text"])
    public static let utf16PlainText = UTType("public.utf16-plain-text", nil, nil, ["public.plain-text"])
    public static let delimitedText = UTType("public.delimited-values-text", nil, nil, ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv", "text/csv", ["public.delimited-values-text"])
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", "tsv", "text/tab-separated-values", ["public.delimited-values-text"])
    public static let rtf = UTType("public.rtf", "rtf", "text/rtf", ["public.text"])
    public static let html = UTType("public.html", "html", "text/html", ["public.text"])
    public static let xml = UTType("public.xml", "xml", "application/xml", ["public.text"])
    public static let json = UTType("public.json", "json", "application/json", ["public.text"])
    public static let yaml = UTType("public.yaml", "yaml", "application/x-yaml", ["public.text"])
    public static let sourceCode = UTType("public.source-code", nil, nil, ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", "swift", nil, ["public.source-code"])
    public static let markdown = UTType("net.daringfireball.markdown", "md", "text/markdown", ["public.plain-text"])
    public static let propertyList = UTType("com.apple.property-list", "plist", nil, ["public.data"])
    public static let image = UTType("public.image", nil, nil, ["public.data", "public.content"])
    public static let png = UTType("public.png", "png", "image/png", ["public.image"])
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", ["public.image"])
    public static let heic = UTType("public.heic", "heic", "image/heic", ["public.image"])
    public static let heif = UTType("public.heif", "heif", "image/heif", ["public.image"])
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", ["public.image"])
    public static let tiff = UTType("public.tiff", "tiff", "image/tiff", ["public.image"])
    public static let bmp = UTType("com.microsoft.bmp", "bmp", "image/bmp", ["public.image"])
    public static let webP = UTType("org.webmproject.webp", "webp", "image/webp", ["public.image"])
    public static let svg = UTType("public.svg-image", "svg", "image/svg+xml", ["public.image"])
    public static let rawImage = UTType("public.camera-raw-image", nil, nil, ["public.image"])
    public static let livePhoto = UTType("com.apple.live-photo", nil, nil, ["public.content"])
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
    public static let audiovisualContent = UTType("public.audiovisual-content", nil, nil, ["public.data", "public.content"])
    public static let movie = UTType("public.movie", nil, nil, ["public.audiovisual-content"])
    public static let video = UTType("public.video", nil, nil, ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", "mov", "video/quicktime", ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
    public static let audio = UTType("public.audio", nil, nil, ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg", ["public.audio"])
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", "m4a", "audio/mp4", ["public.audio"])
    public static let wav = UTType("com.microsoft.waveform-audio", "wav", "audio/vnd.wave", ["public.audio"])
    public static let archive = UTType("public.archive", nil, nil, ["public.data"])
    public static let zip = UTType("public.zip-archive", "zip", "application/zip", ["public.archive"])
    public static let gzip = UTType("org.gnu.gnu-zip-archive", "gz", "application/gzip", ["public.archive"])
    public static let spreadsheet = UTType("public.spreadsheet", nil, nil, ["public.content"])
    public static let presentation = UTType("public.presentation", nil, nil, ["public.content"])
    public static let database = UTType("public.database", nil, nil, ["public.data"])
    public static let vCard = UTType("public.vcard", "vcf", "text/vcard", ["public.text"])
    public static let calendarEvent = UTType("public.calendar-event", "ics", "text/calendar", ["public.item"])
    public static let emailMessage = UTType("public.email-message", "eml", "message/rfc822", ["public.data"])
    public static let executable = UTType("public.executable", nil, nil, ["public.item"])
    public static let application = UTType("com.apple.application", nil, nil, ["public.executable"])
    public static let font = UTType("public.font", nil, nil, ["public.data", "public.content"])
    public static let epub = UTType("org.idpf.epub-container", "epub", "application/epub+zip", ["public.data", "public.content"])

    static let table: [UTType] = [item, content, data, directory, folder, url, fileURL, text, plainText, utf8PlainText, utf16PlainText,
                                  delimitedText, commaSeparatedText, tabSeparatedText, rtf, html, xml, json, yaml, sourceCode, swiftSource,
                                  markdown, propertyList, image, png, jpeg, heic, heif, gif, tiff, bmp, webP, svg, rawImage, livePhoto, pdf,
                                  audiovisualContent, movie, video, quickTimeMovie, mpeg4Movie, audio, mp3, mpeg4Audio, wav, archive, zip,
                                  gzip, spreadsheet, presentation, database, vCard, calendarEvent, emailMessage, executable, application,
                                  font, epub]
    static let known: [String: UTType] = Dictionary(table.map { ($0.identifier, $0) }, uniquingKeysWith: { a, _ in a })
}

/// The kinds of tag a type carries.
public struct UTTagClass: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
