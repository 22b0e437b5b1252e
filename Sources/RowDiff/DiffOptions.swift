import RowRaster

/// How two pixels' colors are compared.
public enum DiffMetric: String, Sendable, Codable {
    /// pixelmatch 7.2: YIQ-weighted squared distance of the two colors blended over the
    /// background; a pixel differs above 35215·threshold².
    case yiq
    /// HyAB in OKLab (|ΔL| + √(Δa² + Δb²)) of the colors blended over the same background; a
    /// pixel differs above threshold / 2 (0.1 flags about what YIQ's 0.1 does on grays).
    case hyab
}

/// The diff's options: pixelmatch 7.2's, with its defaults, plus RowFrame's own (metric,
/// ignore regions, the densest-window size, threads).
public struct DiffOptions: Sendable {
    /// Color-difference threshold, 0…1 (pixelmatch's default 0.1).
    public var threshold = 0.1
    /// Count anti-aliasing pixels as differences too (no anti-aliasing detection).
    public var includeAA = false
    /// Blend semi-transparent pixels over pixelmatch's checkerboard (true, its default) or
    /// over white (false, pixelmatch's `checkerboard: false`).
    public var checkerboard = true
    /// Opacity of the faded original in the diff image.
    public var alpha = 0.1
    /// Diff-image colors: anti-aliasing, differences, and differences where the second image
    /// is darker (pixelmatch's diffColorAlt; nil draws them in `diffColor`).
    public var aaColor: [UInt8] = [255, 255, 0]
    public var diffColor: [UInt8] = [255, 0, 0]
    public var diffColorAlt: [UInt8]? = nil
    /// Draw only the differences over a transparent image (pixelmatch's diffMask).
    public var diffMask = false
    public var metric = DiffMetric.yiq
    /// Rectangles (pixels) left out of the comparison.
    public var ignore: [IntRect] = []
    /// Side of the square window whose densest placement is reported.
    public var windowSize = 8
    /// Draw the diff image (skipping it saves time when only counts are wanted).
    public var makeDiffImage = true
    /// Threads to split the rows over (results are identical for any count).
    public var threads = 1
    public init() {}
}
