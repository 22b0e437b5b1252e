import Foundation

/// A mesh gradient in pixel space (SwiftUI's `MeshGradient`): a `width × height` grid of
/// vertices, each with a position and a color. Between four vertices lies a bicubic Hermite
/// patch (Ferguson's, with no twist), its tangents at each vertex limited so that each
/// component runs monotonically between neighbours (the harmonic mean of the two steps, zero at
/// a turn), which keeps the surface smooth across patches without folding over itself or
/// overshooting the vertex colors; an even grid and an even ramp stay even. Colors follow the
/// same surface when `smooth`, else they blend bilinearly within each patch. Where the mesh does
/// not reach, `background` shows.
public struct MeshGradient: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Vertex positions, row by row (`width · height` of them).
    public var points: [Point]
    /// Vertex colors (straight alpha), row by row.
    public var colors: [RGBA]
    public var background: RGBA
    public var smooth: Bool
    public var space: GradientSpace

    /// The largest number of vertices a mesh may have.
    public static let maxVertices = 4096

    public init(width: Int, height: Int, points: [Point], colors: [RGBA], background: RGBA = .clear, smooth: Bool = true, space: GradientSpace = .device) {
        self.width = width; self.height = height; self.points = points; self.colors = colors
        self.background = background; self.smooth = smooth; self.space = space
    }

    /// Nil when the mesh is well formed; else what is wrong with it.
    public var problem: String? {
        guard width >= 2, height >= 2, width * height <= Self.maxVertices else {
            return "a mesh needs 2…\(Self.maxVertices) vertices, at least 2 per side (got \(width) × \(height))"
        }
        guard points.count == width * height, colors.count == width * height else {
            return "a \(width) × \(height) mesh needs \(width * height) points and colors (got \(points.count) and \(colors.count))"
        }
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return "mesh points must be finite" }
        return nil
    }
}

/// A mesh gradient rasterized once into premultiplied pixels over its bounding box, sampled by
/// the shader (at a coarser step when the box would exceed `Canvas.maxPixelCount`).
struct MeshRaster {
    let x0: Int, y0: Int, columns: Int, rows: Int, step: Int
    var pixels: [UInt32]
    let background: UInt32

    init(_ mesh: MeshGradient) {
        background = mesh.background.premultiplied.packed
        guard mesh.problem == nil else { x0 = 0; y0 = 0; columns = 0; rows = 0; step = 1; pixels = []; return }
        let limit = Double(Canvas.maxDimension) * 2
        let xs = mesh.points.map { min(limit, max(-limit, $0.x)) }, ys = mesh.points.map { min(limit, max(-limit, $0.y)) }
        let left = Int(xs.min()!.rounded(.down)), top = Int(ys.min()!.rounded(.down))
        let right = Int(xs.max()!.rounded(.up)), bottom = Int(ys.max()!.rounded(.up))
        let area = Double(max(1, right - left)) * Double(max(1, bottom - top))
        let step = max(1, Int((area / Double(Canvas.maxPixelCount)).squareRoot().rounded(.up)))
        self.step = step; x0 = left; y0 = top
        columns = max(1, (right - left + step - 1) / step); rows = max(1, (bottom - top + step - 1) / step)
        pixels = [UInt32](repeating: background, count: columns * rows)
        MeshSurface(mesh).rasterize(into: &self)
    }

    /// The premultiplied color at canvas pixel (x, y).
    @inline(__always) func color(x: Int, y: Int) -> UInt32 {
        let c = (x - x0) / step, r = (y - y0) / step
        guard x >= x0, y >= y0, c < columns, r < rows else { return background }
        return pixels[r * columns + c]
    }
}

/// The mesh's surface: positions and colors (in the interpolation space) at any (u, v) of a patch.
private struct MeshSurface {
    let mesh: MeshGradient
    /// Per vertex: position (x, y) and color value (premultiplied sRGB components for device,
    /// OKLab and alpha for perceptual), with their tangents along u and v.
    let positions: [[Double]], values: [[Double]]
    let positionTangents: (u: [[Double]], v: [[Double]]), valueTangents: (u: [[Double]], v: [[Double]])

    init(_ mesh: MeshGradient) {
        self.mesh = mesh
        positions = mesh.points.map { [$0.x, $0.y] }
        values = mesh.colors.map { c in
            switch mesh.space {
            case .device: return [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha]
            case .oklab: let lab = OKLab(c); return [lab.l, lab.a, lab.b, c.alpha]
            }
        }
        positionTangents = Self.tangents(positions, width: mesh.width, height: mesh.height)
        valueTangents = Self.tangents(values, width: mesh.width, height: mesh.height)
    }

    /// Each vertex's tangents along the rows (u) and columns (v): per component, the harmonic
    /// mean of the steps before and after it, zero where they differ in sign; at the border, the one step.
    static func tangents(_ data: [[Double]], width: Int, height: Int) -> (u: [[Double]], v: [[Double]]) {
        func limited(_ before: [Double]?, _ after: [Double]?) -> [Double] {
            guard let before else { return after! }
            guard let after else { return before }
            return zip(before, after).map { a, b in a * b <= 0 ? 0 : 2 * a * b / (a + b) }
        }
        func step(_ from: Int, _ to: Int) -> [Double] { zip(data[to], data[from]).map { $0 - $1 } }
        var u: [[Double]] = [], v: [[Double]] = []
        for j in 0..<height {
            for i in 0..<width {
                let k = j * width + i
                u.append(limited(i > 0 ? step(k - 1, k) : nil, i < width - 1 ? step(k, k + 1) : nil))
                v.append(limited(j > 0 ? step(k - width, k) : nil, j < height - 1 ? step(k, k + width) : nil))
            }
        }
        return (u, v)
    }

    /// Hermite basis at t: value at 0, value at 1, tangent at 0, tangent at 1.
    static func basis(_ t: Double) -> [Double] {
        let t2 = t * t, t3 = t2 * t
        return [2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2, t3 - 2 * t2 + t, t3 - t2]
    }

    /// The Ferguson patch (i, j) of `data` at basis weights `bu`, `bv`.
    func patch(_ data: [[Double]], _ tangents: (u: [[Double]], v: [[Double]]), _ i: Int, _ j: Int, _ bu: [Double], _ bv: [Double]) -> [Double] {
        let w = mesh.width
        let k00 = j * w + i, k10 = k00 + 1, k01 = k00 + w, k11 = k01 + 1
        var out = [Double](repeating: 0, count: data[k00].count)
        for c in out.indices {
            out[c] = bu[0] * (bv[0] * data[k00][c] + bv[1] * data[k01][c] + bv[2] * tangents.v[k00][c] + bv[3] * tangents.v[k01][c])
                + bu[1] * (bv[0] * data[k10][c] + bv[1] * data[k11][c] + bv[2] * tangents.v[k10][c] + bv[3] * tangents.v[k11][c])
                + bu[2] * (bv[0] * tangents.u[k00][c] + bv[1] * tangents.u[k01][c])
                + bu[3] * (bv[0] * tangents.u[k10][c] + bv[1] * tangents.u[k11][c])
        }
        return out
    }

    func value(_ i: Int, _ j: Int, _ u: Double, _ v: Double, _ bu: [Double], _ bv: [Double]) -> [Double] {
        if mesh.smooth { return patch(values, valueTangents, i, j, bu, bv) }
        let w = mesh.width
        let corners = [(j * w + i, (1 - u) * (1 - v)), (j * w + i + 1, u * (1 - v)), ((j + 1) * w + i, (1 - u) * v), ((j + 1) * w + i + 1, u * v)]
        var out = [0.0, 0, 0, 0]
        for (index, weight) in corners { for k in 0..<4 { out[k] += weight * values[index][k] } }
        return out
    }

    /// A working value as a premultiplied packed pixel.
    func packed(_ v: [Double]) -> UInt32 {
        let alpha = min(1, max(0, v[3]))
        switch mesh.space {
        case .device:
            guard alpha > 0 else { return 0 }
            return RGBA(red: min(1, max(0, v[0] / alpha)), green: min(1, max(0, v[1] / alpha)), blue: min(1, max(0, v[2] / alpha)), alpha: alpha).premultiplied.packed
        case .oklab:
            return OKLab(l: v[0], a: v[1], b: v[2]).color(alpha: alpha).premultiplied.packed
        }
    }

    /// Subdivides each patch into small cells, each drawn as two triangles whose values blend
    /// linearly over their pixels (pixel centres inside or on an edge).
    func rasterize(into raster: inout MeshRaster) {
        // Cells about 4 px across, at most 64 per patch side and about a million in all.
        let patches = (mesh.width - 1) * (mesh.height - 1)
        let finest = max(2, min(64, Int((1_000_000 / Double(patches)).squareRoot())))
        for j in 0..<(mesh.height - 1) {
            for i in 0..<(mesh.width - 1) {
                let corners = [mesh.points[j * mesh.width + i], mesh.points[j * mesh.width + i + 1],
                               mesh.points[(j + 1) * mesh.width + i], mesh.points[(j + 1) * mesh.width + i + 1]]
                let span = max(abs(corners[3].x - corners[0].x), abs(corners[3].y - corners[0].y),
                               abs(corners[1].x - corners[2].x), abs(corners[1].y - corners[2].y)) / Double(raster.step)
                let n = min(finest, max(2, Int((span / 4).rounded(.up))))
                var grid: [(Point, [Double])] = []
                grid.reserveCapacity((n + 1) * (n + 1))
                for b in 0...n {
                    let v = Double(b) / Double(n), bv = Self.basis(v)
                    for a in 0...n {
                        let u = Double(a) / Double(n), bu = Self.basis(u)
                        let p = patch(positions, positionTangents, i, j, bu, bv)
                        grid.append((Point(p[0], p[1]), value(i, j, u, v, bu, bv)))
                    }
                }
                for b in 0..<n {
                    for a in 0..<n {
                        let p00 = grid[b * (n + 1) + a], p10 = grid[b * (n + 1) + a + 1]
                        let p01 = grid[(b + 1) * (n + 1) + a], p11 = grid[(b + 1) * (n + 1) + a + 1]
                        triangle(p00, p10, p11, into: &raster)
                        triangle(p00, p11, p01, into: &raster)
                    }
                }
            }
        }
    }

    func triangle(_ p: (Point, [Double]), _ q: (Point, [Double]), _ r: (Point, [Double]), into raster: inout MeshRaster) {
        let s = Double(raster.step)
        // In raster cells: cell (c, r) has its centre at x0 + (c + 0.5)·step.
        func cell(_ point: Point) -> (Double, Double) { ((point.x - Double(raster.x0)) / s - 0.5, (point.y - Double(raster.y0)) / s - 0.5) }
        let (ax, ay) = cell(p.0), (bx, by) = cell(q.0), (cx, cy) = cell(r.0)
        let det = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy)
        guard abs(det) > 1e-12 else { return }
        let minC = max(0, Int(min(ax, bx, cx).rounded(.up))), maxC = min(raster.columns - 1, Int(max(ax, bx, cx).rounded(.down)))
        let minR = max(0, Int(min(ay, by, cy).rounded(.up))), maxR = min(raster.rows - 1, Int(max(ay, by, cy).rounded(.down)))
        guard minC <= maxC, minR <= maxR else { return }
        let epsilon = -1e-9
        for row in minR...maxR {
            let y = Double(row)
            for column in minC...maxC {
                let x = Double(column)
                let l0 = ((by - cy) * (x - cx) + (cx - bx) * (y - cy)) / det
                let l1 = ((cy - ay) * (x - cx) + (ax - cx) * (y - cy)) / det
                let l2 = 1 - l0 - l1
                guard l0 >= epsilon, l1 >= epsilon, l2 >= epsilon else { continue }
                var v = [0.0, 0, 0, 0]
                for k in 0..<4 { v[k] = l0 * p.1[k] + l1 * q.1[k] + l2 * r.1[k] }
                raster.pixels[row * raster.columns + column] = packed(v)
            }
        }
    }
}
