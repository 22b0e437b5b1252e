import Foundation
import PackagePlugin

/// Compiles an iOS app's folder of row files into a Linux target, in place and unedited: a
/// target whose folder holds `rowframe-sources.json` (`{"path": "../../App/Rows",
/// "exclude": ["Legacy"]}`, the path relative to that file) gets every `.swift` file under the
/// path (sorted, subfolders included, excluded names skipped) as sources, rewritten as iOS
/// compiles them (`os(iOS)` holds; see IOSSources). The target's own files — stubs for what
/// the rows use from the rest of the app — compile beside them, with `RowFrameDevice.swift`, which
/// answers Foundation's current locale, time zone and calendar as the render's device (IOSSources'
/// `deviceShims`).
@main struct RowFrameIOSSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let config = target.directoryURL.appendingPathComponent("rowframe-sources.json")
        guard FileManager.default.fileExists(atPath: config.path) else { return [] }
        guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any],
              let path = object["path"] as? String else {
            throw PluginError("\(config.path): expected {\"path\": \"folder of the app's row files\", \"exclude\": [names]}")
        }
        let exclude = Set(object["exclude"] as? [String] ?? [])
        let folder = URL(fileURLWithPath: path, relativeTo: target.directoryURL).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
              let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw PluginError("\(config.path): path: \(folder.path) is not a folder")
        }
        var relative: [String] = []
        for case let url as URL in walker {
            if exclude.contains(url.lastPathComponent) { walker.skipDescendants(); continue }
            guard url.pathExtension == "swift" else { continue }
            relative.append(String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1)))
        }
        relative.sort()
        guard !relative.isEmpty else { throw PluginError("\(config.path): path: no .swift files under \(folder.path)") }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("ios-sources")
        return [.buildCommand(displayName: "Rewriting \(relative.count) iOS row files from \(folder.path)",
                              executable: try context.tool(named: "rowframe-ios-sources").url,
                              arguments: [folder.path, output.path] + relative,
                              inputFiles: [config] + relative.map { folder.appendingPathComponent($0) },
                              outputFiles: relative.map { output.appendingPathComponent(outputName($0)) }
                                  + [output.appendingPathComponent("RowFrameDevice.swift")])]
    }
}

/// The rewritten copy's file name, as the tool writes it (IOSSources.outputName; a plugin cannot
/// import the library): "Cards/Row.swift" → "Cards_Row.ios.swift".
func outputName(_ relativePath: String) -> String {
    let flat = relativePath.replacingOccurrences(of: "/", with: "_")
    return flat.hasSuffix(".swift") ? String(flat.dropLast(6)) + ".ios.swift" : flat + ".ios.swift"
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
