import Foundation
import RowPNG
import RowRaster
import RowVector

/// An app's asset catalog (`Assets.xcassets`) read from its folder, so that `Color("brand")`,
/// `UIColor(named:)` and `Image("logo")` find what the app's own catalog holds: color sets
/// (sRGB, Display P3 and gray components, with their dark appearance) and image sets (PNG or
/// JPEG at 1x, 2x and 3x, PDF and SVG vectors, their dark appearance and template rendering intent),
/// and custom SF Symbols (symbol sets: the variant for the font's weight and the image scale,
/// sized by the font, on its baseline).
/// Names inside a folder that provides a namespace are `Folder/name`, as Xcode makes them.
/// A catalog is read once, when it is made. A render uses the catalogs of its environment
/// (`EnvironmentValues.assetCatalogs`), then those given to `with(_:_:)` around it.
public struct AssetCatalog: Sendable {
    /// The catalog's folder.
    public let path: String
    /// The colors by their names' keys (`ColorCatalog.key`), as named colors look them up.
    let colors: [UInt64: Color]
    let images: [String: ImageSet]
    /// Custom SF Symbols (`.symbolset`): the template file of each.
    let symbols: [String: String]

    /// An image set: its files by appearance, and how it is drawn.
    struct ImageSet: Sendable {
        struct File: Sendable { let path: String; let scale: Double?; let dark: Bool }
        let files: [File]
        let template: Bool
    }

    /// The most entries a catalog's folders may hold, and how deep they may nest.
    public static let maxEntries = 100_000
    public static let maxDepth = 32

    /// Reads the catalog at `path` (a folder, usually named `*.xcassets`). A color set whose
    /// `Contents.json` cannot be read is an error naming that file.
    public init(contentsOf path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError("\(path): not a folder (an asset catalog is a folder such as Assets.xcassets)")
        }
        self.path = path
        var colors: [String: Color] = [:], images: [String: ImageSet] = [:], symbols: [String: String] = [:], entries = 0
        func walk(_ folder: String, prefix: String, depth: Int) throws {
            guard depth < Self.maxDepth else { throw AssetCatalogError("\(folder): folders nested deeper than \(Self.maxDepth)") }
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where !name.hasPrefix(".") {
                entries += 1
                guard entries <= Self.maxEntries else { throw AssetCatalogError("\(path): more than \(Self.maxEntries) entries") }
                let child = folder + "/" + name
                var isDir: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &isDir), isDir.boolValue else { continue }
                let stem = (name as NSString).deletingPathExtension
                switch (name as NSString).pathExtension {
                case "colorset":
                    if let color = try Self.color(in: child) { colors[prefix + stem] = color }
                case "imageset":
                    if let set = try Self.imageSet(in: child) { images[prefix + stem] = set }
                case "symbolset":
                    let files = try Self.json(child + "/Contents.json")["symbols"] as? [[String: Any]] ?? []
                    if let file = files.first(where: Self.forPhone)?["filename"] as? String { symbols[prefix + stem] = child + "/" + file }
                case "":
                    let contents = try? Self.json(child + "/Contents.json")
                    let namespaced = ((contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) ?? false
                    try walk(child, prefix: namespaced ? prefix + name + "/" : prefix, depth: depth + 1)
                default:
                    continue
                }
            }
        }
        try walk(path, prefix: "", depth: 0)
        self.colors = ColorCatalog.keyed(colors)
        self.images = images; self.symbols = symbols
    }

    /// Runs `body` with `catalogs` as the app's asset catalogs (searched in order).
    public static func with<T>(_ catalogs: [AssetCatalog], _ body: () throws -> T) rethrows -> T {
        try $current.withValue(catalogs, operation: body)
    }

    /// The catalogs of the render on this task.
    @TaskLocal static var current: [AssetCatalog] = []

    static func color(named name: String) -> Color? { color(key: ColorCatalog.key(name)) }
    static func color(key: UInt64) -> Color? {
        for catalog in current { if let c = catalog.colors[key] { return c } }
        return nil
    }

    static func symbolFile(named name: String) -> String? {
        for catalog in current { if let file = catalog.symbols[name] { return file } }
        return nil
    }

    static func imageSet(named name: String) -> ImageSet? {
        for catalog in current { if let set = catalog.images[name] { return set } }
        return nil
    }

    // MARK: Reading Contents.json

    /// The most bytes a `Contents.json` may have (checked before it is read).
    static let maxContentsBytes = 1 << 20

    private static func json(_ path: String) throws -> [String: Any] {
        guard let data = regularFile(path, limit: maxContentsBytes) else {
            throw AssetCatalogError("\(path): cannot be read (or is not a regular file, or is over \(maxContentsBytes >> 20) MiB)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw AssetCatalogError("\(path): not a JSON object")
        }
        return object
    }

    /// A regular file's bytes, when it is one of at most `limit` bytes (checked before reading:
    /// a FIFO or a device is never opened).
    static func regularFile(_ path: String, limit: Int) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int, size <= limit else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    private static func isDark(_ entry: [String: Any]) -> Bool {
        ((entry["appearances"] as? [[String: Any]]) ?? []).contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
    }
    private static func hasOtherAppearance(_ entry: [String: Any]) -> Bool {
        ((entry["appearances"] as? [[String: Any]]) ?? []).contains { $0["appearance"] as? String != "luminosity" || $0["value"] as? String == "light" }
    }
    /// Entries for an iPhone: universal or iphone idiom.
    static func forPhone(_ entry: [String: Any]) -> Bool {
        let idiom = entry["idiom"] as? String ?? "universal"
        return idiom == "universal" || idiom == "iphone"
    }

    /// A color set's color, light and dark; nil when it sets none (Xcode's new project writes
    /// an `AccentColor` with no color: the app keeps the system's).
    static func color(in folder: String) throws -> Color? {
        let file = folder + "/Contents.json"
        let entries = (try json(file)["colors"] as? [[String: Any]] ?? []).filter { forPhone($0) && !hasOtherAppearance($0) }
        func value(_ entry: [String: Any]?) throws -> Color? {
            guard let entry, let color = entry["color"] as? [String: Any] else { return nil }
            if let reference = color["reference"] as? String {
                guard let system = UIColor.systemColor(named: reference) else { throw AssetCatalogError("\(file): unknown system color \(reference)") }
                return system.color
            }
            let space = color["color-space"] as? String ?? "srgb"
            guard let c = color["components"] as? [String: Any] else { throw AssetCatalogError("\(file): a color without components") }
            func component(_ key: String) throws -> Double {
                guard let raw = c[key] else { throw AssetCatalogError("\(file): components.\(key) is missing") }
                let text = "\(raw)".trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("0x") || text.hasPrefix("0X"), let v = UInt8(text.dropFirst(2), radix: 16) { return Double(v) / 255 }
                guard let v = Double(text), v.isFinite else { throw AssetCatalogError("\(file): components.\(key) is not a number: \(text)") }
                // Whole numbers above 1 are 0…255.
                return v > 1 && !text.contains(".") ? v / 255 : v
            }
            let alpha = c["alpha"] == nil ? 1 : try component("alpha")
            if space.contains("gray") {
                let w = try component("white")
                return Color(red: w, green: w, blue: w, opacity: alpha)
            }
            let rgb = (try component("red"), try component("green"), try component("blue"))
            let srgb = space == "display-p3" ? displayP3ToSRGB(rgb) : rgb
            return Color(red: srgb.0, green: srgb.1, blue: srgb.2, opacity: alpha)
        }
        guard let any = try value(entries.first { !isDark($0) && $0["color"] != nil } ?? entries.first { $0["color"] != nil }) else { return nil }
        let dark = try value(entries.first { isDark($0) }) ?? any
        return Color(light: any, dark: dark)
    }

    /// Display P3 components as sRGB (the same color, clamped to sRGB's gamut).
    static func displayP3ToSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        let r = linear(c.0), g = linear(c.1), b = linear(c.2)
        return linearToSRGB((1.2249 * r - 0.2247 * g, -0.0420 * r + 1.0419 * g, -0.0197 * r - 0.0786 * g + 1.0979 * b))
    }

    /// Linear sRGB components encoded with sRGB's transfer function (clamped to 0…1).
    static func linearToSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        func encoded(_ v: Double) -> Double { v >= 1 ? 1 : v <= 0.0031308 ? max(0, v) * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        return (encoded(c.0), encoded(c.1), encoded(c.2))
    }

    static func imageSet(in folder: String) throws -> ImageSet? {
        let contents = try json(folder + "/Contents.json")
        let files: [ImageSet.File] = (contents["images"] as? [[String: Any]] ?? []).compactMap { entry in
            guard forPhone(entry), !hasOtherAppearance(entry), let name = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }
            return ImageSet.File(path: folder + "/" + name, scale: scale, dark: isDark(entry))
        }
        guard !files.isEmpty else { return nil }
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        return ImageSet(files: files, template: intent == "template")
    }
}

/// An asset catalog that cannot be read: the file and what is wrong, in one line.
public struct AssetCatalogError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// An image set's file, read for a render.
enum CatalogImage {
    case bitmap(Canvas, scale: Double)
    case vector(VectorImage)

    /// The file for the appearance and display scale (a vector if the set has one; otherwise
    /// the bitmap of that scale, or the largest), read; or why it cannot be drawn.
    static func load(_ set: AssetCatalog.ImageSet, dark: Bool, scale: Double) -> Result<CatalogImage, AssetCatalogError> {
        let appearance = set.files.filter { $0.dark == dark }
        let files = appearance.isEmpty ? set.files.filter { !$0.dark } : appearance
        let chosen = files.first { $0.scale == nil } ?? files.first { $0.scale == scale }
            ?? files.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
        guard let file = chosen else { return .failure(AssetCatalogError("an image set with no file")) }
        let ext = (file.path as NSString).pathExtension.lowercased()
        do {
            switch ext {
            case "png", "jpg", "jpeg":
                do { return .success(.bitmap(try BitmapData.read(path: file.path), scale: file.scale ?? 1)) }
                catch { return .failure(AssetCatalogError("\(file.path): \(error)")) }
            case "pdf", "svg":
                guard let data = AssetCatalog.regularFile(file.path, limit: VectorImage.maxFileBytes) else {
                    return .failure(AssetCatalogError("\(file.path): cannot be read (or is not a regular file, or is over \(VectorImage.maxFileBytes >> 20) MiB)"))
                }
                return .success(.vector(try VectorImage.read(Array(data), name: file.path)))
            default:
                return .failure(AssetCatalogError("\(file.path): \(ext.uppercased()) images are not read (PNG, JPEG, PDF and SVG are)"))
            }
        } catch {
            return .failure(AssetCatalogError("\(error)"))
        }
    }
}
