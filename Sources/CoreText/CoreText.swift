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
