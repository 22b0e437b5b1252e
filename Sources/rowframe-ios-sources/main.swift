// The tool behind the RowFrameIOSSources build plugin: writes each Swift file of an app's folder,
// rewritten as iOS compiles it (IOSSources), into the plugin's output folder, with the device
// shims beside them (IOSSources.deviceShims).
//   rowframe-ios-sources FOLDER OUTPUT_DIR RELATIVE_PATH…
import Foundation
import IOSSources

let args = Array(CommandLine.arguments.dropFirst())
guard args.count >= 2 else {
    FileHandle.standardError.write(Data("usage: rowframe-ios-sources FOLDER OUTPUT_DIR RELATIVE_PATH…\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: args[0]), output = URL(fileURLWithPath: args[1])
do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for relative in args.dropFirst(2) {
        let source = folder.appendingPathComponent(relative)
        guard let text = String(data: try Data(contentsOf: source), encoding: .utf8) else {
            FileHandle.standardError.write(Data("\(source.path): not UTF-8 text\n".utf8))
            exit(2)
        }
        let rewritten = IOSSources.rewrite(text, path: source.standardizedFileURL.path)
        // Written whole, then moved into place: a build never sees half a file.
        let target = output.appendingPathComponent(IOSSources.outputName(relativePath: relative))
        try Data(rewritten.utf8).write(to: target, options: .atomic)
    }
    // Foundation's current locale, time zone and calendar as the render's device has them.
    try Data(IOSSources.deviceShims.utf8).write(to: output.appendingPathComponent(IOSSources.deviceShimsFileName), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("rowframe-ios-sources: \(error)\n".utf8))
    exit(2)
}
