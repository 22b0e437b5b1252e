import Dispatch
import RowRaster

/// A straight-alpha RGBA8 image, as PNG files hold it (what the diff compares).
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]
    public init(width: Int, height: Int, rgba: [UInt8]) { self.width = width; self.height = height; self.rgba = rgba }
    /// A canvas's pixels, unpremultiplied.
    public init(_ canvas: Canvas) { self.init(width: canvas.width, height: canvas.height, rgba: canvas.straightRGBA) }
}

/// How two pixels' colors are compared.
public enum DiffMetric: String, Sendable {
    /// pixelmatch v7: YIQ-weighted squared distance after blending over white; a pixel
    /// differs above 35215·threshold².
    case yiq
    /// HyAB in OKLab (|ΔL| + √(Δa² + Δb²)) after blending over white; a pixel differs above
    /// threshold / 2 (our scale: 0.1 flags about what YIQ's 0.1 does on grays).
    case hyab
}

/// Options of the diff (pixelmatch's, plus ours).
public struct DiffOptions: Sendable {
    /// Color-difference threshold, 0…1 (pixelmatch's default 0.1).
    public var threshold = 0.1
    /// Count anti-aliasing pixels as differences too.
    public var includeAA = false
    public var metric = DiffMetric.yiq
    /// Rectangles (pixels) left out of the comparison.
    public var ignore: [IntRect] = []
    /// Side of the square window whose densest placement is reported.
    public var windowSize = 8
    /// Opacity of the faded original in the diff image.
    public var alpha = 0.1
    /// Draw the diff image (skipping it saves time when only counts are wanted).
    public var makeDiffImage = true
    /// Threads to split the rows over (results are identical for any count).
    public var threads = 1
    public init() {}
}

/// The outcome of a diff.
public struct DiffResult: Sendable {
    /// Pixels that differ beyond the threshold and are not anti-aliasing (unless included).
    public let differentPixels: Int
    /// Pixels that differ but were classified as anti-aliasing.
    public let antialiasedPixels: Int
    public let totalPixels: Int
    /// Bounding boxes of the changes, clustered (nearby changes merge), top to bottom.
    public let regions: [IntRect]
    /// The `windowSize`² window holding the most differing pixels, and how many.
    public let densestWindow: (rect: IntRect, count: Int)
    /// pixelmatch's picture: faded gray original, red differences, yellow anti-aliasing
    /// (empty unless `makeDiffImage`).
    public let diffImage: RGBAImage
    public var identical: Bool { differentPixels == 0 }
}

/// Why two images could not be compared.
public enum DiffError: Error, Equatable, CustomStringConvertible {
    case sizeMismatch(String, String)
    public var description: String {
        switch self { case let .sizeMismatch(a, b): return "sizes differ: \(a) vs \(b)" }
    }
}

/// The diff engine: pixelmatch v7 semantics (REFERENCE §5) — per pixel, blend both over white
/// where not opaque, compare in YIQ; a differing pixel is anti-aliasing when, in either image,
/// at most two of its 3×3 neighbours have its luma, it has both a darker and a brighter
/// neighbour, and the darkest or brightest neighbour has three or more identical neighbours
/// in both images. Plus ignore regions, clustered change regions and the densest window.
public enum ImageDiff {
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions()) throws -> DiffResult {
        guard a.width == b.width, a.height == b.height else {
            throw DiffError.sizeMismatch("\(a.width)×\(a.height)", "\(b.width)×\(b.height)")
        }
        let w = a.width, h = a.height, n = w * h
        var out = [UInt8](repeating: 0, count: n * 4)
        var mask = [Bool](repeating: false, count: n)
        var ignoredPixels = [Bool](repeating: false, count: options.ignore.isEmpty ? 0 : n)
        for r in options.ignore {
            let c = r.intersection(IntRect(x: 0, y: 0, width: w, height: h))
            guard !c.isEmpty else { continue }
            for y in c.y..<c.maxY { for x in c.x..<c.maxX { ignoredPixels[y * w + x] = true } }
        }
        let ignored = ignoredPixels
        let maxDelta = 35215 * options.threshold * options.threshold
        let draw = options.makeDiffImage
        if !draw { out = [] }
        // Rows in bands, one per thread; each band writes only its own rows.
        let bands = max(1, min(options.threads, h))
        var counts = [(diff: Int, aa: Int)](repeating: (0, 0), count: bands)
        a.rgba.withUnsafeBufferPointer { p1 in
            b.rgba.withUnsafeBufferPointer { p2 in
                out.withUnsafeMutableBufferPointer { o in
                    mask.withUnsafeMutableBufferPointer { m in
                        counts.withUnsafeMutableBufferPointer { c in
                            // Bands touch disjoint rows of `o`, `m` and slots of `c`.
                            struct Shared: @unchecked Sendable {
                                let img1: UnsafePointer<UInt8>, img2: UnsafePointer<UInt8>
                                let o: UnsafeMutablePointer<UInt8>?, m: UnsafeMutablePointer<Bool>
                                let c: UnsafeMutablePointer<(diff: Int, aa: Int)>
                            }
                            let shared = Shared(img1: p1.baseAddress!, img2: p2.baseAddress!, o: draw ? o.baseAddress : nil, m: m.baseAddress!, c: c.baseAddress!)
                            DispatchQueue.concurrentPerform(iterations: bands) { band in
                                let img1 = shared.img1, img2 = shared.img2, o = shared.o, m = shared.m, c = shared.c
                                let w32a = UnsafeRawPointer(img1).assumingMemoryBound(to: UInt32.self)
                                let w32b = UnsafeRawPointer(img2).assumingMemoryBound(to: UInt32.self)
                                var diff = 0, aa = 0
                                for y in (band * h / bands)..<((band + 1) * h / bands) {
                                    for x in 0..<w {
                                        let i = y * w + x, pos = i * 4
                                        var differs = false
                                        if w32a[i] != w32b[i] && (ignored.isEmpty || !ignored[i]) {
                                            if options.metric == .yiq {
                                                differs = abs(colorDelta(img1, img2, pos, pos, yOnly: false)) > maxDelta
                                            } else {
                                                differs = hyab(img1, img2, pos) > options.threshold / 2
                                            }
                                        }
                                        if differs {
                                            if !options.includeAA && (antialiased(img1, x, y, w, h, img2) || antialiased(img2, x, y, w, h, img1)) {
                                                aa += 1
                                                if let o { setPixel(o, pos, 255, 255, 0) }
                                            } else {
                                                diff += 1
                                                m[i] = true
                                                if let o { setPixel(o, pos, 255, 0, 0) }
                                            }
                                        } else if let o {
                                            let v = blend(rgb2y(Double(img1[pos]), Double(img1[pos + 1]), Double(img1[pos + 2])),
                                                          options.alpha * Double(img1[pos + 3]) / 255)
                                            let g = UInt8(max(0, min(255, v)))
                                            setPixel(o, pos, g, g, g)
                                        }
                                    }
                                }
                                c[band] = (diff, aa)
                            }
                        }
                    }
                }
            }
        }
        let diff = counts.reduce(0) { $0 + $1.diff }, aa = counts.reduce(0) { $0 + $1.aa }
        return DiffResult(differentPixels: diff, antialiasedPixels: aa, totalPixels: n,
                          regions: diff == 0 ? [] : regions(mask, w, h),
                          densestWindow: diff == 0 ? (.zero, 0) : densest(mask, w, h, max(1, options.windowSize)),
                          diffImage: RGBAImage(width: draw ? w : 0, height: draw ? h : 0, rgba: out))
    }

    @inline(__always) static func setPixel(_ out: UnsafeMutablePointer<UInt8>, _ pos: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        out[pos] = r; out[pos + 1] = g; out[pos + 2] = b; out[pos + 3] = 255
    }

    @inline(__always) static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }
    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }

    /// pixelmatch's colorDelta: signed (negative when the first is brighter).
    static func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        var r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        var r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 { a1 /= 255; r1 = blend(r1, a1); g1 = blend(g1, a1); b1 = blend(b1, a1) }
        if a2 < 255 { a2 /= 255; r2 = blend(r2, a2); g2 = blend(g2, a2); b2 = blend(b2, a2) }
        let y1 = rgb2y(r1, g1, b1), y2 = rgb2y(r2, g2, b2), y = y1 - y2
        if yOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2), q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// HyAB distance in OKLab of the two pixels blended over white.
    static func hyab(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int) -> Double {
        func lab(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
            let a = Double(p[k + 3]) / 255
            func lin(_ c: UInt8) -> Double {
                let v = blend(Double(c), a) / 255
                return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            }
            let r = lin(p[k]), g = lin(p[k + 1]), b = lin(p[k + 2])
            let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
            let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
            let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
            return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                    1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                    0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
        }
        let (l1, a1, b1) = lab(img1), (l2, a2, b2) = lab(img2)
        return abs(l1 - l2) + ((a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    /// pixelmatch's anti-aliasing test for pixel (x1, y1) of `img` against `img2`.
    static func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int, _ img2: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let pos = (y1 * w + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = colorDelta(img, img, pos, (y * w + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, w, h) && hasManySiblings(img2, minX, minY, w, h))
            || (hasManySiblings(img, maxX, maxY, w, h) && hasManySiblings(img2, maxX, maxY, w, h))
    }

    /// Whether the pixel has three or more identical neighbours.
    static func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
        let pos = (y1 * w + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let p2 = (y * w + x) * 4
                if img[pos] == img[p2] && img[pos + 1] == img[p2 + 1] && img[pos + 2] == img[p2 + 2] && img[pos + 3] == img[p2 + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Changed pixels clustered on 8 px cells (8-connected cells merge); each cluster's box
    /// is the bounding box of its changed pixels. Ordered top to bottom, then left to right.
    static func regions(_ mask: [Bool], _ w: Int, _ h: Int) -> [IntRect] {
        let cell = 8, cw = (w + cell - 1) / cell, ch = (h + cell - 1) / cell
        var boxes = [IntRect?](repeating: nil, count: cw * ch)
        for y in 0..<h {
            for x in 0..<w where mask[y * w + x] {
                let c = (y / cell) * cw + x / cell
                let px = IntRect(x: x, y: y, width: 1, height: 1)
                boxes[c] = boxes[c].map { $0.union(px) } ?? px
            }
        }
        var label = [Int](repeating: -1, count: cw * ch)
        var out: [IntRect] = []
        for start in 0..<(cw * ch) where boxes[start] != nil && label[start] < 0 {
            var stack = [start], box = boxes[start]!
            label[start] = out.count
            while let c = stack.popLast() {
                let cx = c % cw, cy = c / cw
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = cx + dx, ny = cy + dy
                        guard nx >= 0, ny >= 0, nx < cw, ny < ch else { continue }
                        let nc = ny * cw + nx
                        if let b = boxes[nc], label[nc] < 0 { label[nc] = out.count; box = box.union(b); stack.append(nc) }
                    }
                }
            }
            out.append(box)
        }
        return out.sorted { $0.y != $1.y ? $0.y < $1.y : $0.x < $1.x }
    }

    /// The window of side `size` with the most changed pixels (summed-area table).
    static func densest(_ mask: [Bool], _ w: Int, _ h: Int, _ size: Int) -> (rect: IntRect, count: Int) {
        let s = min(size, w, h)
        guard s > 0 else { return (.zero, 0) }
        var sat = [Int](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var row = 0
            for x in 0..<w {
                row += mask[y * w + x] ? 1 : 0
                sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1] + row
            }
        }
        var best = (rect: IntRect(x: 0, y: 0, width: s, height: s), count: 0)
        for y in 0...(h - s) {
            for x in 0...(w - s) {
                let c = sat[(y + s) * (w + 1) + x + s] - sat[y * (w + 1) + x + s] - sat[(y + s) * (w + 1) + x] + sat[y * (w + 1) + x]
                if c > best.count { best = (IntRect(x: x, y: y, width: s, height: s), c) }
            }
        }
        return best
    }
}

#if canImport(Glibc)
import Glibc
#endif
