// `import CoreText` (and `import SwiftUI`, which brings it, as on iOS): what rows and design
// systems call of Core Text. Registering fonts at run time is not carried out: RowFrame's fonts
// are the bundled ones and those `ROWFRAME_FONTS` names (found by name, as a registered font is),
// so a render stays a function of its inputs. The call says so, as Core Text reports a failure.
@_exported import Foundation

/// A URL as Core Foundation passes it (`url as CFURL`).
public typealias CFURL = URL
/// An error as Core Foundation reports it.
public typealias CFError = NSError
/// Core Foundation's array, as `CTFontManagerRegisterFontURLs` takes it (`urls as CFArray`).
public typealias CFArray = NSArray

/// Where a registered font is available.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    /// The older name of `.persistent`.
    public static let user = CTFontManagerScope.persistent
}

/// The error domain and code a refused registration reports.
public let kCTFontManagerErrorDomain = "com.apple.CoreText.CTFontManagerErrorDomain"
/// Core Text's code for a font that could not be registered ("not registered").
public let kCTFontManagerErrorNotRegistered = 201

/// Registers the fonts in a file for `scope`: not carried out (false, with an error saying
/// why and how to give the fonts instead).
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    error?.pointee = Unmanaged.passRetained(notRegistered(fontURL))
    return false
}

/// Unregisters fonts: none were registered (false, with the same error).
@discardableResult
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    error?.pointee = Unmanaged.passRetained(notRegistered(fontURL))
    return false
}

/// Registers the fonts of several files: not carried out; `registrationHandler` gets an error per
/// file, once, and is told registration is done.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    let errors = fontURLs.compactMap { ($0 as? URL).map(notRegistered) }
    _ = registrationHandler?(errors as NSArray, true)
}

private func notRegistered(_ url: URL) -> NSError {
    NSError(domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorNotRegistered, userInfo: [
        NSLocalizedDescriptionKey: "\(url.lastPathComponent): fonts are not registered at run time in RowFrame; give the font files with ROWFRAME_FONTS (they are then found by name)",
    ])
}

/// A string as Core Foundation passes it (`"Avenir" as CFString`).
public typealias CFString = String

/// The fonts of user-interface roles (`CTFont(.application, size: 15)`).
public enum CTFontUIFontType: UInt32, Sendable {
    case user = 0, userFixedPitch = 1, system = 2, emphasizedSystem = 3, smallSystem = 4, smallEmphasizedSystem = 5,
         miniSystem = 6, miniEmphasizedSystem = 7, views = 8, application = 9, label = 10, menuTitle = 11, menuItem = 12,
         menuItemMark = 13, menuItemCmdKey = 14, windowTitle = 15, pushButton = 16, utilityWindowTitle = 17, alertHeader = 18,
         systemDetail = 19, emphasizedSystemDetail = 20, toolbar = 21, smallToolbar = 22, message = 23, palette = 24,
         toolTip = 25, controlContent = 26
    /// Whether iOS sets the role in the system font's bold weight.
    public var isEmphasized: Bool {
        [.emphasizedSystem, .smallEmphasizedSystem, .miniEmphasizedSystem, .emphasizedSystemDetail, .alertHeader].contains(self)
    }
    /// Whether the role is the fixed-pitch font.
    public var isFixedPitch: Bool { self == .userFixedPitch }
}

/// A font at a size, as Core Text describes one: a PostScript or family name, or a
/// user-interface role (the system font). SwiftUI draws it through `Font(ctFont)`; RowFrame finds
/// a named font among its fonts by name.
public final class CTFont: Sendable {
    /// The font's name (nil: the system font).
    public let name: String?
    public let size: CGFloat
    /// The role it was made for (nil: made by name).
    public let uiType: CTFontUIFontType?
    public init(name: String?, size: CGFloat, uiType: CTFontUIFontType?) { self.name = name; self.size = size; self.uiType = uiType }
    /// The font of a user-interface role at `size` (0: the role's own size, 17 pt here).
    public convenience init(_ uiType: CTFontUIFontType, size: CGFloat, language: CFString? = nil) {
        self.init(name: nil, size: size > 0 ? size : 17, uiType: uiType)
    }
    /// A font by name at `size` (0: 12 pt, as Core Text's default).
    public convenience init(_ name: CFString, size: CGFloat) { self.init(name: name, size: size > 0 ? size : 12, uiType: nil) }
}

/// A font by name (`CTFontCreateWithName`).
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafeRawPointer?) -> CTFont {
    CTFont(name, size: size)
}
/// The font of a user-interface role (`CTFontCreateUIFontForLanguage`).
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?) -> CTFont? {
    CTFont(uiType, size: size, language: language)
}
/// The font's point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// Core Foundation's data, as Core Graphics takes it (`data as CFData`).
public typealias CFData = Data

/// A font file's bytes as Core Graphics reads them (`CGDataProvider(url:)`, `(data:)`): nil for a
/// file that cannot be read or holds nothing.
public final class CGDataProvider: @unchecked Sendable {
    public let data: Data
    public init?(data: CFData) {
        guard !data.isEmpty else { return nil }
        self.data = data
    }
    public convenience init?(url: CFURL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }
}

/// A font made from a data provider (`CGFont(provider)`), for registration — which RowFrame does
/// not carry out (see `CTFontManagerRegisterGraphicsFont`). Nil for data that is not an
/// OpenType or TrueType font file.
public final class CGFont: @unchecked Sendable {
    public let data: Data
    public init?(_ provider: CGDataProvider) {
        let magic = [UInt8](provider.data.prefix(4))
        guard [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)].contains(magic) else { return nil }
        data = provider.data
    }
}

/// Registers a font for the process: not carried out (false, with an error saying how to give
/// the font instead).
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    error?.pointee = Unmanaged.passRetained(NSError(domain: kCTFontManagerErrorDomain, code: kCTFontManagerErrorNotRegistered, userInfo: [
        NSLocalizedDescriptionKey: "fonts are not registered at run time in RowFrame; give the font files with ROWFRAME_FONTS (they are then found by name)",
    ]))
    return false
}
