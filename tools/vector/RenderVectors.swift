// Renders vector images with RowFrame's reader (RowVector), for tools/vector/measure.sh:
//   RenderVectors LIST OUT_DIR SIZE
// LIST holds one `id<TAB>path` per line; each file is drawn to fit SIZE × SIZE pixels (its
// aspect kept, at the top left) on transparent, to OUT_DIR/<id>.png; one line per file:
// `id<TAB>ok<TAB>width x height pt<TAB>what is not drawn` or `id<TAB>error<TAB>message`.
import Foundation
import RowPNG
import RowRaster
import RowVector

let args = CommandLine.arguments
guard args.count == 4, let size = Double(args[3]) else { print("usage: RenderVectors LIST OUT_DIR SIZE"); exit(2) }
for line in try String(contentsOfFile: args[1], encoding: .utf8).split(separator: "\n") {
    let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { continue }
    do {
        guard let data = FileManager.default.contents(atPath: parts[1]) else { throw Unreadable(description: "\(parts[1]): cannot be read") }
        let image = try VectorImage.read(Array(data), name: parts[1])
        let k = size / max(image.width, image.height)
        let w = max(1, Int((image.width * k).rounded())), h = max(1, Int((image.height * k).rounded()))
        let list = DisplayList(width: w, height: h, ops: image.displayOps(in: Rect(x: 0, y: 0, width: Double(w), height: Double(h))))
        try PNG.write(try Renderer().render(list), to: args[2] + "/" + parts[0] + ".png")
        print("\(parts[0])\tok\t\(image.width) x \(image.height) pt\t\(image.undrawn.joined(separator: ", "))")
    } catch {
        print("\(parts[0])\terror\t\(error)")
    }
}

struct Unreadable: Error, CustomStringConvertible { let description: String }
