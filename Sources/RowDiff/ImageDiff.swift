import Dispatch
import RowRaster
#if canImport(Glibc)
import Glibc
#endif

/// The outcome of comparing two images of one size.
public struct DiffResult: Sendable {
    /// Pixels whose RGBA bytes differ (outside ignored regions): zero exactly when the
    /// images are identical there.
    public let changedPixels: Int
    /// pixelmatch's count: pixels beyond the color threshold that are not anti-aliasing
    /// (unless `includeAA`).
    public let differentPixels: Int
    /// Pixels beyond the threshold that were classified as anti-aliasing (not counted).
    public let antialiasedPixels: Int
    public let totalPixels: Int
    /// Bounding boxes of the counted differences, clustered (nearby changes merge), top to bottom.
    public let regions: [IntRect]
    /// The `windowSize`² window holding the most counted differences, and how many.
    public let densestWindow: DenseWindow
    /// pixelmatch's picture: faded gray original, differences, anti-aliasing (nil unless
    /// `makeDiffImage`).
    public let diffImage: RGBAImage?
    /// Byte-identical pixels (outside ignored regions). Never true when anything differs.
    public var identical: Bool { changedPixels == 0 }
}

/// A square window of the image and the differing pixels in it.
public struct DenseWindow: Sendable, Equatable {
    public let rect: IntRect
    public let count: Int
}

/// Why two images could not be compared.
public enum DiffError: Error, Equatable, CustomStringConvertible {
    case sizeMismatch(String, String)
    public var description: String {
        switch self { case let .sizeMismatch(a, b): return "sizes differ: \(a) vs \(b)" }
    }
}

/// The diff engine, with pixelmatch 7.2's semantics:
/// 1. pixels whose RGBA words are equal don't differ;
/// 2. otherwise, where either is not opaque, both are blended over a background (pixelmatch's
///    checkerboard, chosen by the pixel's byte offset, or white) and the difference is
///    measured in YIQ (or HyAB);
/// 3. a pixel beyond the threshold is anti-aliasing when, in either image, at most two of its
///    3×3 neighbours have its brightness, it has both a darker and a brighter neighbour, and
///    the darkest or brightest of them has three or more identical neighbours in both images;
/// 4. the diff image shows the first image's faded luma, differences and anti-aliasing.
/// Plus RowFrame's: the count of byte-changed pixels, ignore regions, clustered regions and
/// the densest window.
public enum ImageDiff {
    public static func compare(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions()) throws -> DiffResult {
        guard a.width == b.width, a.height == b.height, a.rgba.count == b.rgba.count, a.rgba.count == a.width * a.height * 4 else {
            throw DiffError.sizeMismatch(a.sizeText, b.sizeText)
        }
        let w = a.width, h = a.height, n = w * h
        let ignored = ignoreMask(options.ignore, w, h)
        let draw = options.makeDiffImage
        var out = [UInt8](repeating: 0, count: draw ? n * 4 : 0)
        var mask = [Bool](repeating: false, count: n)
        let bands = max(1, min(options.threads, h))
        var counts = [(changed: Int, diff: Int, aa: Int)](repeating: (0, 0, 0), count: bands)
        let engine = Engine(options: options, width: w, height: h)
        a.rgba.withUnsafeBufferPointer { p1 in
            b.rgba.withUnsafeBufferPointer { p2 in
                out.withUnsafeMutableBufferPointer { o in
                    mask.withUnsafeMutableBufferPointer { m in
                        counts.withUnsafeMutableBufferPointer { c in
                            ignored.withUnsafeBufferPointer { ig in
                                // Bands write disjoint rows of `o` and `m` and their own slot of `c`.
                                let shared = Shared(img1: p1.baseAddress!, img2: p2.baseAddress!, out: draw ? o.baseAddress : nil,
                                                    mask: m.baseAddress!, counts: c.baseAddress!, ignored: ig.isEmpty ? nil : ig.baseAddress)
                                DispatchQueue.concurrentPerform(iterations: bands) { band in
                                    engine.run(rows: (band * h / bands)..<((band + 1) * h / bands), shared, slot: band)
                                }
                            }
                        }
                    }
                }
            }
        }
        let changed = counts.reduce(0) { $0 + $1.changed }, diff = counts.reduce(0) { $0 + $1.diff }, aa = counts.reduce(0) { $0 + $1.aa }
        return DiffResult(changedPixels: changed, differentPixels: diff, antialiasedPixels: aa, totalPixels: n,
                          regions: diff == 0 ? [] : ChangeRegions.clusters(mask, w, h),
                          densestWindow: diff == 0 ? DenseWindow(rect: .zero, count: 0) : ChangeRegions.densest(mask, w, h, max(1, options.windowSize)),
                          diffImage: draw ? RGBAImage(width: w, height: h, rgba: out) : nil)
    }

    /// One flag per pixel for the ignored rectangles (empty when there are none).
    static func ignoreMask(_ rects: [IntRect], _ w: Int, _ h: Int) -> [Bool] {
        guard !rects.isEmpty else { return [] }
        var mask = [Bool](repeating: false, count: w * h)
        for r in rects {
            let c = r.clampedIntersection(w, h)
            guard !c.isEmpty else { continue }
            for y in c.y..<c.maxY { for x in c.x..<c.maxX { mask[y * w + x] = true } }
        }
        return mask
    }

    /// Pointers shared by the bands. Bounds: both images hold w × h × 4 bytes (checked in
    /// `compare`), every index is of a pixel within them (neighbours clamped to the edges),
    /// and a band writes only its own rows of `out` and `mask` and its own slot of `counts`.
    struct Shared: @unchecked Sendable {
        let img1: UnsafePointer<UInt8>, img2: UnsafePointer<UInt8>
        let out: UnsafeMutablePointer<UInt8>?
        let mask: UnsafeMutablePointer<Bool>
        let counts: UnsafeMutablePointer<(changed: Int, diff: Int, aa: Int)>
        let ignored: UnsafePointer<Bool>?
    }

    /// The per-pixel work of one comparison.
    struct Engine: Sendable {
        let options: DiffOptions
        let width: Int, height: Int
        let maxDelta: Double
        let aa: (UInt8, UInt8, UInt8), diff: (UInt8, UInt8, UInt8), alt: (UInt8, UInt8, UInt8)

        init(options: DiffOptions, width: Int, height: Int) {
            self.options = options; self.width = width; self.height = height
            maxDelta = 35215 * options.threshold * options.threshold
            func rgb(_ c: [UInt8]) -> (UInt8, UInt8, UInt8) { (c[0], c[1], c[2]) }
            aa = rgb(options.aaColor); diff = rgb(options.diffColor); alt = rgb(options.diffColorAlt ?? options.diffColor)
        }

        func run(rows: Range<Int>, _ s: Shared, slot: Int) {
            let w = width, rowBytes = w * 4
            let words1 = UnsafeRawPointer(s.img1).assumingMemoryBound(to: UInt32.self)
            let words2 = UnsafeRawPointer(s.img2).assumingMemoryBound(to: UInt32.self)
            let drawGray = s.out != nil && !options.diffMask
            var changed = 0, counted = 0, antialiased = 0
            for y in rows {
                // Whole rows that are byte-identical need no per-pixel work.
                if memcmp(s.img1 + y * rowBytes, s.img2 + y * rowBytes, rowBytes) == 0 {
                    if drawGray, let o = s.out { for x in 0..<w { grayPixel(s.img1, (y * w + x) * 4, o) } }
                    continue
                }
                for x in 0..<w {
                    let i = y * w + x, pos = i * 4
                    guard words1[i] != words2[i], s.ignored.map({ !$0[i] }) ?? true else {
                        if drawGray, let o = s.out { grayPixel(s.img1, pos, o) }
                        continue
                    }
                    changed += 1
                    let delta = options.metric == .yiq ? colorDelta(s.img1, s.img2, pos) : hyab(s.img1, s.img2, pos)
                    let beyond = options.metric == .yiq ? abs(delta) > maxDelta : delta > options.threshold / 2
                    if !beyond {
                        if drawGray, let o = s.out { grayPixel(s.img1, pos, o) }
                    } else if !options.includeAA && (isAntialiased(s.img1, x, y, words1, words2) || isAntialiased(s.img2, x, y, words2, words1)) {
                        antialiased += 1
                        if drawGray, let o = s.out { put(o, pos, aa) }
                    } else {
                        counted += 1
                        s.mask[i] = true
                        if let o = s.out { put(o, pos, delta < 0 ? alt : diff) }
                    }
                }
            }
            s.counts[slot] = (changed, counted, antialiased)
        }

        @inline(__always) func put(_ o: UnsafeMutablePointer<UInt8>, _ pos: Int, _ c: (UInt8, UInt8, UInt8)) {
            o[pos] = c.0; o[pos + 1] = c.1; o[pos + 2] = c.2; o[pos + 3] = 255
        }

        /// pixelmatch's drawGrayPixel: the first image's luma faded by `alpha` and its own
        /// alpha toward white, stored by truncation.
        @inline(__always) func grayPixel(_ img: UnsafePointer<UInt8>, _ pos: Int, _ o: UnsafeMutablePointer<UInt8>) {
            let y = Double(img[pos]) * 0.29889531 + Double(img[pos + 1]) * 0.58662247 + Double(img[pos + 2]) * 0.11448223
            let v = 255 + (y - 255) * options.alpha * Double(img[pos + 3]) / 255
            let g = UInt8(truncatingIfNeeded: Int(v))
            o[pos] = g; o[pos + 1] = g; o[pos + 2] = g; o[pos + 3] = 255
        }

        /// The background a non-opaque pixel at byte offset `k` is blended over.
        @inline(__always) func background(_ k: Int) -> (Double, Double, Double) {
            guard options.checkerboard else { return (255, 255, 255) }
            let kd = Double(k)
            return (Double(48 + 159 * (k & 1)), Double(48 + 159 * (Int(kd / 1.618033988749895) & 1)),
                    Double(48 + 159 * (Int(kd / 2.618033988749895) & 1)))
        }

        /// Blended channel differences of pixel `k` of `img1` and pixel `m` of `img2`, over
        /// the background chosen by `k`.
        @inline(__always) func channelDeltas(_ img1: UnsafePointer<UInt8>, _ k: Int, _ img2: UnsafePointer<UInt8>, _ m: Int) -> (Double, Double, Double) {
            let r1 = Int(img1[k]), g1 = Int(img1[k + 1]), b1 = Int(img1[k + 2]), a1 = Int(img1[k + 3])
            let r2 = Int(img2[m]), g2 = Int(img2[m + 1]), b2 = Int(img2[m + 2]), a2 = Int(img2[m + 3])
            guard a1 < 255 || a2 < 255 else { return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2)) }
            let (rb, gb, bb) = background(k), da = Double(a1 - a2)
            return ((Double(r1 * a1 - r2 * a2) - rb * da) / 255, (Double(g1 * a1 - g2 * a2) - gb * da) / 255,
                    (Double(b1 * a1 - b2 * a2) - bb * da) / 255)
        }

        /// pixelmatch's colorDelta: signed YIQ distance (negative when the second is darker).
        @inline(__always) func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int) -> Double {
            let (dr, dg, db) = channelDeltas(img1, k, img2, k)
            let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
            let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
            let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
            let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
            return y > 0 ? -delta : delta
        }

        /// Signed brightness difference of the pixel at `k` and its neighbour at `m` in one
        /// image (background chosen by the centre `k`).
        @inline(__always) func brightnessDelta(_ img: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
            if img[k] == img[m] && img[k + 1] == img[m + 1] && img[k + 2] == img[m + 2] && img[k + 3] == img[m + 3] { return 0 }
            let (dr, dg, db) = channelDeltas(img, k, img, m)
            return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        }

        /// HyAB distance in OKLab of the two pixels, each blended over the background of `k`.
        func hyab(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int) -> Double {
            let bg = background(k)
            func lab(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
                let a = Double(p[k + 3]) / 255
                func lin(_ c: UInt8, _ b: Double) -> Double {
                    let v = (b + (Double(c) - b) * a) / 255
                    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
                }
                let r = lin(p[k], bg.0), g = lin(p[k + 1], bg.1), b = lin(p[k + 2], bg.2)
                let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
                let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
                let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
                return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                        1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                        0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
            }
            let (l1, a1, b1) = lab(img1), (l2, a2, b2) = lab(img2)
            let d = abs(l1 - l2) + ((a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
            // Signed like colorDelta: negative when the second image is darker.
            return l2 < l1 ? -d : d
        }

        /// pixelmatch's anti-aliasing test for pixel (x1, y1) of `img` (`own`/`other`: both
        /// images as words).
        func isAntialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ own: UnsafePointer<UInt32>, _ other: UnsafePointer<UInt32>) -> Bool {
            let w = width, h = height
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
            let pos = (y1 * w + x1) * 4
            var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
            var minDelta = 0.0, maxDelta = 0.0
            var minX = 0, minY = 0, maxX = 0, maxY = 0
            for x in x0...x2 {
                for y in y0...y2 where x != x1 || y != y1 {
                    let delta = brightnessDelta(img, pos, (y * w + x) * 4)
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
            return (hasManySiblings(own, minX, minY) && hasManySiblings(other, minX, minY))
                || (hasManySiblings(own, maxX, maxY) && hasManySiblings(other, maxX, maxY))
        }

        /// Whether the pixel has three or more identical neighbours (border pixels count one extra).
        func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
            let w = width, h = height
            let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, w - 1), y2 = min(y1 + 1, h - 1)
            let value = img[y1 * w + x1]
            var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
            for x in x0...x2 {
                for y in y0...y2 where x != x1 || y != y1 {
                    if img[y * w + x] == value { zeroes += 1 }
                    if zeroes > 2 { return true }
                }
            }
            return false
        }
    }
}

extension IntRect {
    /// The part inside a w×h image, computed without overflow for any coordinates.
    func clampedIntersection(_ w: Int, _ h: Int) -> IntRect {
        func span(_ start: Int, _ length: Int, _ limit: Int) -> (Int, Int) {
            guard length > 0 else { return (0, 0) }
            let (end, overflow) = start.addingReportingOverflow(length)
            let lo = max(0, min(start, limit)), hi = max(0, min(overflow ? Int.max : end, limit))
            return (lo, max(lo, hi))
        }
        let (x0, x1) = span(x, width, w), (y0, y1) = span(y, height, h)
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
