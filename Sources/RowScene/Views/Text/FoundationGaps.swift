import Foundation

#if !canImport(Darwin)
/// Foundation's `ListFormatter` ("A, B, and C"), which swift-corelibs-foundation lacks. It
/// formats with Foundation's own `ListFormatStyle` (ICU's list patterns) in its locale — en_US
/// unless set, never the machine's.
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale! = Locale(identifier: "en_US")
    /// Formats each item before the list is joined (nil: items must be strings).
    open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// The strings joined as a list in the en_US locale (Apple's uses the user's locale).
    open class func localizedString(byJoining strings: [String]) -> String { ListFormatter().joined(strings) }

    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let s = itemFormatter.string(for: item) else { return nil }
                strings.append(s)
            } else if let s = item as? String {
                strings.append(s)
            } else if let s = item as? CustomStringConvertible {
                strings.append(s.description)
            } else { return nil }
        }
        return joined(strings)
    }
    open override func string(for obj: Any?) -> String? { (obj as? [Any]).flatMap(string(from:)) }

    private func joined(_ strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(locale ?? Locale(identifier: "en_US")))
    }
}

extension URL {
    /// Access to a file the user picked from outside the sandbox: a render has no sandbox, so
    /// access needs no grant (true) and nothing is held.
    public func startAccessingSecurityScopedResource() -> Bool { true }
    public func stopAccessingSecurityScopedResource() {}

    /// The app container's folders (`URL.documentsDirectory`, iOS 16), which
    /// swift-corelibs-foundation lacks: a render's app lives in a container of its own under the
    /// temporary directory, so what an app reads or caches there never touches the user's files.
    public static var documentsDirectory: URL { appContainer.appending(path: "Documents", directoryHint: .isDirectory) }
    public static var libraryDirectory: URL { appContainer.appending(path: "Library", directoryHint: .isDirectory) }
    public static var cachesDirectory: URL { libraryDirectory.appending(path: "Caches", directoryHint: .isDirectory) }
    public static var applicationSupportDirectory: URL { libraryDirectory.appending(path: "Application Support", directoryHint: .isDirectory) }
    /// The container the folders above are in (not created until an app writes there).
    static var appContainer: URL { temporaryDirectory.appending(path: "RowFrameAppContainer", directoryHint: .isDirectory) }
}

extension ProcessInfo {
    /// A render runs the app as an iPhone app on an iPhone.
    public var isiOSAppOnMac: Bool { false }
    public var isMacCatalystApp: Bool { false }
}
#endif

#if !canImport(Darwin)
extension PersonNameComponents {
    /// Foundation's name format style (`.formatted(.name(style: .abbreviated))`), which
    /// swift-corelibs-foundation lacks, in the Western order: given then family name.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the name: "Ann", "Ann Lee", "Dr. Ann Marie Lee Jr.", "AL".
        public enum Style: String, Codable, Hashable, Sendable { case short, medium, long, abbreviated }
        public var style: Style
        public var locale: Locale
        public init(style: Style, locale: Locale = Locale(identifier: "en_US")) { self.style = style; self.locale = locale }
        public func format(_ name: PersonNameComponents) -> String {
            let given = name.givenName ?? name.nickname
            switch style {
            case .short: return given ?? name.familyName ?? ""
            case .medium: return [given, name.familyName].compactMap { $0 }.joined(separator: " ")
            case .long:
                return [name.namePrefix, name.givenName, name.middleName, name.familyName, name.nameSuffix].compactMap { $0 }.joined(separator: " ")
            case .abbreviated:
                return [given, name.familyName].compactMap { $0?.first.map(String.init) }.joined()
            }
        }
        public func locale(_ locale: Locale) -> Self { var s = self; s.locale = locale; return s }
    }
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }
    public func formatted() -> String { FormatStyle(style: .medium).format(self) }
}
extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { PersonNameComponents.FormatStyle(style: style) }
}
#endif
