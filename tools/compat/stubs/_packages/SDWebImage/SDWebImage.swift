import SwiftUI
// Stub of the SDWebImage package (SDWebImage/SDWebImage): the API corpus rows use. Test double;
// nothing is downloaded or cached.

public struct SDWebImageOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
}

public final class SDImageCache {
    public static let shared = SDImageCache()
    public init() {}
    public func clearMemory() {}
    public func clearDisk(onCompletion completion: (() -> Void)? = nil) { completion?() }
}
