import Foundation
import RowFiles
import RowPNG
import RowRaster
import RowTestSupport

extension Scratch {
    /// Writes a w×h PNG filled with one color (with a black pixel at `dot`).
    @discardableResult
    func png(_ relative: String, _ color: RGBA = .white, width: Int = 12, height: Int = 8, dot: (Int, Int)? = nil) throws -> String {
        var canvas = try Canvas(width: width, height: height, fill: color)
        if let (x, y) = dot {
            canvas = try Renderer().render(DisplayList(width: width, height: height, background: color,
                                                       ops: [.fill(shape: ShapeSpec(.rect(Rect(x: Double(x), y: Double(y), width: 1, height: 1))),
                                                                   paint: .solid(.black), fillRule: .nonZero, blend: .sourceOver)]))
        }
        let p = path(relative)
        try FileTree.createFolder((p as NSString).deletingLastPathComponent)
        try PNG.write(canvas, to: p)
        return p
    }
}
