import Foundation

/// The fonts that ship with RowFrame, as a package resource. SwiftPM copies them into a
/// resource folder next to the executable (or test bundle) that links RowFrame; it is found
/// from the running executable's real location — the rule of `Bundle.module` — so a consumer
/// package finds its fonts wherever it is built, moved or run from, and a `Fonts/` folder in
/// the working directory is never looked at.
public enum BundledFonts {
    /// The resource folder's name: SwiftPM names it `<package>_<target>.resources`.
    public static let resourceFolder = "RowFrame_RowFonts.resources"

    /// The folder holding the font files, their licenses and the symbol table, or nil when
    /// the resource folder is not beside the executable.
    public static var directory: String? {
        candidates.first { FileManager.default.fileExists(atPath: $0 + "/Inter-Regular.otf") }
    }

    /// Where `directory` looks, in order: beside the main bundle's executable, then beside the
    /// executable with symbolic links resolved (an installed link to the binary).
    public static var candidates: [String] {
        var dirs = [Bundle.main.bundleURL.path]
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            dirs.append((exe as NSString).deletingLastPathComponent)
        }
        var seen = Set<String>()
        return dirs.filter { seen.insert($0).inserted }.map { $0 + "/" + resourceFolder + "/files" }
    }
}
