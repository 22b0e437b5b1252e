import ArgumentParser
import Foundation
import RowFiles
import RowJSON
import RowMotion

/// `rowframe previews --product NAME`: Xcode's preview canvas as a contact sheet. Builds a
/// small program that links the package's library product with RowPreviews (in a scratch
/// folder under the package's .build) and runs it: every `#Preview` in the product, light and
/// dark, in one PNG.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render a package's #Preview blocks, light and dark, into a contact sheet (or one of them over time).",
        discussion: """
        The product must be a library of the package that depends on RowFrame's RowPreviews product \
        (which brings #Preview's implementation). The first run builds the package and RowFrame in \
        PACKAGE/.build/rowframe-previews; later runs rebuild only what changed.
        Example: rowframe previews --product MyRows --out previews.png
        With --frames DIR and/or --apng FILE, one preview (pick it with --filter) is exported over \
        time instead, its gestures driven by --touches FILE (a JSON array of {"kind": \
        "down|move|up|cancel", "time": s, "x": pt, "y": pt} in the preview's points):
          rowframe previews --product MyRows --filter "Pressed" --touches tap.json --frames out/
        """)

    @Option(help: "The package folder.")
    var package = "."
    @Option(help: "The library product whose previews to render.")
    var product: String
    @Option(help: "The PNG to write.")
    var out = "previews.png"
    @Option(help: "Only previews whose name or file contains this text.")
    var filter: String?
    @Flag(help: "List the previews (file:line and name) instead of rendering them.")
    var list = false
    @Option(help: "Export one preview's frames over time into this folder (PNGs and frames.json).")
    var frames: String?
    @Option(help: "Export one preview's frames over time as an animated PNG.")
    var apng: String?
    @Option(help: "With --frames/--apng: a touch script (JSON) that drives the preview's gestures.")
    var touches: String?
    @OptionGroup var range: FrameRangeOptions
    @Flag(help: "With --frames: replace an existing frames folder.")
    var force = false

    func validate() throws {
        if frames == nil && apng == nil {
            guard touches == nil, range.to == nil, !force else { throw ValidationError("--touches, --to and --force go with --frames or --apng") }
        }
    }

    func run() throws { try CLI.reporting(render) }

    private func render() throws {
        let root = URL(fileURLWithPath: package).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else { throw CLIError("\(package): no Package.swift") }
        let output = URL(fileURLWithPath: out).standardizedFileURL.path
        try checkInputsBeforeBuilding()
        let (userIdentity, rowFrame) = try Self.dependencies(of: root, product: product)
        let harness = root + "/.build/rowframe-previews/harness"
        try FileManager.default.createDirectory(atPath: harness + "/Sources/RowFramePreviews", withIntermediateDirectories: true)
        try Self.writeIfChanged(harness + "/Package.swift", """
            // swift-tools-version: 6.1
            // Written by `rowframe previews`: links \(product) with RowPreviews and runs its previews.
            import PackageDescription
            let package = Package(
                name: "RowFramePreviews",
                dependencies: [.package(path: \(Self.literal(root))), \(rowFrame.declaration)],
                targets: [.executableTarget(name: "RowFramePreviews", dependencies: [
                    .product(name: \(Self.literal(product)), package: \(Self.literal(userIdentity))),
                    .product(name: "RowPreviews", package: \(Self.literal(rowFrame.identity))),
                ])]
            )
            """)
        try Self.writeIfChanged(harness + "/Sources/RowFramePreviews/main.swift", """
            import Foundation
            import RowPreviews

            exit(RowPreviews.main())
            """)
        var arguments = ["run", "--package-path", harness, "--scratch-path", root + "/.build/rowframe-previews/build", "RowFramePreviews",
                         "--out", output, "--title", "\(product) previews"]
        if let filter { arguments += ["--filter", filter] }
        if list { arguments.append("--list") }
        if frames != nil || apng != nil {
            func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
            if let frames { arguments += ["--frames", absolute(frames)] }
            if let apng { arguments += ["--apng", absolute(apng)] }
            if let touches { arguments += ["--touches", absolute(touches)] }
            if let to = range.to { arguments += ["--to", "\(to)"] }
            if force { arguments.append("--force") }
            arguments += ["--from", "\(range.from)", "--fps", "\(range.fps)", "--appearance", range.appearance, "--scale", "\(Int(range.scale))",
                          "--jobs", "\(range.jobs)"]
        }
        let status = try Self.swift(arguments, quiet: false).status
        if status != 0 { throw ExitCode(status == 2 ? 2 : 1) }
    }

    /// What can be wrong with the inputs and outputs is found before a build of minutes: the
    /// touch script is read and checked, outputs may not be inputs, a frames folder is
    /// replaced only with --force and only if rowframe wrote all of it.
    func checkInputsBeforeBuilding() throws {
        if let touches {
            let bytes = try AtomicFile.read(path: touches, limit: 16 << 20)
            do { _ = try TouchEvent.script(json: bytes) } catch { throw CLIError("\(touches): \(error)") }
        }
        try CLI.checkOutputs([frames, apng, frames == nil && apng == nil ? out : nil], inputs: touches.map { [$0] } ?? [])
        if let frames, FileTree.exists(frames) {
            guard FileTree.isFolder(frames) else { throw FileError.notAFolder(path: frames) }
            guard force else { throw CLIError("\(frames) exists; pass --force to replace it") }
            try StagedFolder.checkReplaceable(frames)
        }
    }

    /// The identity of the package at `root` and how it depends on RowFrame, from SwiftPM's
    /// own resolution (`swift package show-dependencies`); checks that `product` is a library.
    static func dependencies(of root: String, product: String) throws -> (String, RowFrameDependency) {
        let manifest = try json(try swift(["package", "--package-path", root, "dump-package"], quiet: true), "dump-package")
        let products = manifest["products"]?.arrayValue ?? []
        guard let p = products.first(where: { $0["name"]?.stringValue == product }) else {
            let names = products.compactMap { $0["name"]?.stringValue }.joined(separator: ", ")
            throw CLIError("--product \(product): the package has no such product (it has: \(names.isEmpty ? "none" : names))")
        }
        guard p["type"]?["library"] != nil else { throw CLIError("--product \(product): not a library product") }
        let tree = try json(try swift(["package", "--package-path", root, "show-dependencies", "--format", "json"], quiet: true), "show-dependencies")
        guard let identity = tree["identity"]?.stringValue else { throw CLIError("\(root): SwiftPM did not report the package's identity") }
        func find(_ node: JSONValue) -> JSONValue? {
            if node["name"]?.stringValue == "RowFrame" { return node }
            for child in node["dependencies"]?.arrayValue ?? [] { if let hit = find(child) { return hit } }
            return nil
        }
        guard let rowFrame = (tree["dependencies"]?.arrayValue ?? []).lazy.compactMap(find).first else {
            throw CLIError("\(root): the package does not depend on RowFrame (add its RowPreviews product to \(product)'s target)")
        }
        return (identity, try RowFrameDependency(rowFrame))
    }

    /// How the harness names the same RowFrame the package resolved.
    struct RowFrameDependency {
        let identity: String
        let declaration: String
        init(_ node: JSONValue) throws {
            guard let identity = node["identity"]?.stringValue, let location = node["url"]?.stringValue ?? node["path"]?.stringValue else {
                throw CLIError("SwiftPM reported RowFrame without an identity or location")
            }
            self.identity = identity
            let version = node["version"]?.stringValue ?? "unspecified"
            if location.hasPrefix("/") {
                declaration = ".package(path: \(PreviewsCommand.literal(location)))"
            } else if version != "unspecified", version.first?.isNumber == true {
                declaration = ".package(url: \(PreviewsCommand.literal(location)), exact: \(PreviewsCommand.literal(version)))"
            } else {
                throw CLIError("RowFrame is resolved at \(version) from \(location): pin it to a version or a local path to use previews")
            }
        }
    }

    static func json(_ result: (status: Int32, output: String), _ what: String) throws -> JSONValue {
        guard result.status == 0 else { throw CLIError("swift package \(what) failed: \(result.output.split(separator: "\n").last ?? "")") }
        // SwiftPM may print progress lines before the JSON document.
        guard let start = result.output.firstIndex(of: "{") else { throw CLIError("swift package \(what) printed no JSON") }
        do { return try JSONParser.parse(Array(result.output[start...].utf8)) } catch { throw CLIError("swift package \(what): \(error)") }
    }

    /// Runs `swift ARGS`; quiet runs capture stdout (stderr passes through), others stream both.
    /// The child runs in a process group of its own that an interrupt stops whole and that
    /// ends with this process (`ChildProcess`); an interrupted child exits this process with
    /// 128 + the signal.
    static func swift(_ arguments: [String], quiet: Bool) throws -> (status: Int32, output: String) {
        let outcome: ChildProcess.Outcome
        do { outcome = try ChildProcess.run(["swift"] + arguments, capture: quiet) } catch { throw CLIError("cannot run swift: \(error)") }
        if let sig = outcome.interrupt { throw ExitCode(128 + sig) }      // the child stopped and left nothing
        if outcome.status > 128 { throw CLIError("swift \(arguments.first ?? "") ended by signal \(outcome.status - 128)") }
        return (outcome.status, String(decoding: outcome.output, as: UTF8.self))
    }

    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Rewrites a generated file only when its text changes, so SwiftPM's rebuild stays incremental.
    static func writeIfChanged(_ path: String, _ text: String) throws {
        if (try? String(contentsOfFile: path, encoding: .utf8)) == text + "\n" { return }
        try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

private extension JSONValue {
    subscript(key: String) -> JSONValue? { if case let .object(o) = self { return o[key] }; return nil }
    var arrayValue: [JSONValue]? { if case let .array(a) = self { return a }; return nil }
    var stringValue: String? { if case let .string(s) = self { return s }; return nil }
}
