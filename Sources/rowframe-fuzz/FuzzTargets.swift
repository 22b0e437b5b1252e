import Foundation
import RowDesign
import RowJPEG
import RowPNG
import RowRaster
import RowScene
import RowText

/// Fuzz targets: arbitrary bytes into the scene parser (and layout and rendering of what
/// parses), the display-list decoder, the renderer on decoded lists, the PNG and JPEG decoders, and
/// structured targets (`StructuredTargets`: layers with shadows, glyph runs, bidi text, scene
/// timelines). Every input must end in a value or a thrown error — never a trap, a hang or
/// unbounded memory. See tools/fuzz/run.sh.
/// Inputs run on the main thread (libFuzzer's loop, or the replay's), where views are evaluated.
@MainActor enum FuzzTargets {
    static let fonts = try! FontLibrary()
    static let scene = SceneRenderer(fonts: fonts)

    static func run(_ target: String, _ data: Data) {
        switch target {
        case "layers": StructuredTargets.layers(data)
        case "glyphs": StructuredTargets.glyphs(data)
        case "bidi": StructuredTargets.bidi(data)
        case "timelines": StructuredTargets.timelines(data)
        case "png":
            _ = try? PNG.decode([UInt8](data))
        case "jpeg":
            _ = try? JPEG.decode([UInt8](data))
        case "displaylist":
            _ = try? DisplayList.decode(json: data, glyphs: fonts)
        case "render":
            // Lists that decode, rendered whole (canvases up to 4 MP keep each run fast).
            if let list = try? DisplayList.decode(json: data, glyphs: fonts), list.width * list.height <= 1 << 22 {
                _ = try? Renderer().render(list)
            }
        default:
            guard var file = try? SceneFile.read([UInt8](data)) else { return }
            file.scale = 1
            file.height = file.height.map { min($0, 2000) }
            for (_, request) in file.requests {
                guard let list = try? scene.displayList(request), list.width * list.height <= 1 << 21 else { continue }
                _ = try? Renderer().render(list)
            }
        }
    }

    nonisolated static var target: String { ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "scene" }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    MainActor.assumeIsolated { FuzzTargets.run(FuzzTargets.target, data) }
    return 0
}

typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: FuzzCallback) -> CInt

/// SwiftPM links an executable's entry point under this name; here it hands over to libFuzzer.
@_cdecl("rowframe_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var c = argc
    var v = argv
    return LLVMFuzzerRunDriver(&c, &v, fuzzOne)
}
#else
/// Without libFuzzer: replays inputs (files given as arguments) through the target.
@main struct Replay {
    @MainActor static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else { print("cannot read \(path)"); continue }
            FuzzTargets.run(FuzzTargets.target, data)
            print("ok \(path)")
        }
    }
}
#endif
