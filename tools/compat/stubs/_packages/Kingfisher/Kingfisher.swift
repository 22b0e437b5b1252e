import SwiftUI
// Stub of the Kingfisher package (onevcat/Kingfisher): the API corpus rows use. Test double;
// images never load, the view shows its placeholder (or nothing).

public protocol Resource {
    var cacheKey: String { get }
    var downloadURL: URL { get }
}

extension URL: Resource {
    public var cacheKey: String { absoluteString }
    public var downloadURL: URL { self }
}

public enum Source {
    case network(any Resource)
    public var url: URL? {
        switch self { case .network(let r): return r.downloadURL }
    }
}

public enum KF {
    public struct ImageResource: Resource {
        public let downloadURL: URL
        public let cacheKey: String
        public init(downloadURL: URL, cacheKey: String? = nil) {
            self.downloadURL = downloadURL
            self.cacheKey = cacheKey ?? downloadURL.absoluteString
        }
        public func convertToSource() -> Source { .network(self) }
    }
}

// (Real Kingfisher also hands over the image, a UIImage/NSImage; RowFrame has neither, so the
// stub leaves it out.)
public struct RetrieveImageResult {
    public let source: Source
}

public struct KingfisherError: Error {}

public struct KingfisherParsedOptionsInfo {
    public var onlyLoadFirstFrame = false
    public var cacheOriginalImage = false
    public var loadDiskFileSynchronously = false
    public var backgroundDecode = false
    public var keepCurrentImageWhileLoading = false
    public var scaleFactor: CGFloat = 1
    public init() {}
}

/// Options shared by Kingfisher's builders (`KFImage`, `KF.Builder`).
public protocol KFOptionSetter {
    var options: KingfisherParsedOptionsInfo { get nonmutating set }
}

/// An image processor (ImageProcessor.swift); the stub never processes anything.
public protocol ImageProcessor {
    var identifier: String { get }
}

public struct DownsamplingImageProcessor: ImageProcessor {
    public let size: CGSize
    public var identifier: String { "com.onevcat.Kingfisher.DownsamplingImageProcessor(\(size))" }
    public init(size: CGSize) { self.size = size }
}

extension KFOptionSetter {
    public func setProcessor(_ processor: ImageProcessor) -> Self { self }
    public func cacheOriginalImage(_ enabled: Bool = true) -> Self { options.cacheOriginalImage = enabled; return self }
    public func loadDiskFileSynchronously(_ enabled: Bool = true) -> Self { options.loadDiskFileSynchronously = enabled; return self }
    public func backgroundDecode(_ enabled: Bool = true) -> Self { options.backgroundDecode = enabled; return self }
    public func onSuccess(_ action: ((RetrieveImageResult) -> Void)?) -> Self { self }
    public func onFailure(_ action: ((KingfisherError) -> Void)?) -> Self { self }
    public func fade(duration: TimeInterval) -> Self { self }
    public func forceTransition(_ enabled: Bool = true) -> Self { self }
    public func scaleFactor(_ factor: CGFloat) -> Self { options.scaleFactor = factor; return self }
}

final class KFImageState {
    var options = KingfisherParsedOptionsInfo()
    var resizable = false
    var placeholder: AnyView?
}

public struct KFImage: View, KFOptionSetter {
    public let source: Source?
    let state = KFImageState()

    public var options: KingfisherParsedOptionsInfo {
        get { state.options }
        nonmutating set { state.options = newValue }
    }

    public init(source: Source?) { self.source = source }
    public init(_ url: URL?) { self.source = url.map { .network($0) } }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage {
        state.resizable = true
        return self
    }
    public func placeholder<P: View>(@ViewBuilder _ content: () -> P) -> KFImage {
        state.placeholder = AnyView(content())
        return self
    }
    public func placeholder<P: View>(@ViewBuilder _ content: @escaping (Progress) -> P) -> KFImage {
        state.placeholder = AnyView(content(Progress(totalUnitCount: 0)))
        return self
    }
    public func cancelOnDisappear(_ flag: Bool) -> KFImage { self }
    public func renderingMode(_ mode: Image.TemplateRenderingMode?) -> KFImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> KFImage { self }
    public func antialiased(_ isAntialiased: Bool) -> KFImage { self }

    public var body: some View {
        if let placeholder = state.placeholder {
            placeholder
        } else {
            Color.clear
        }
    }
}
