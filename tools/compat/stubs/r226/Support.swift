import SwiftUI
// Stubs for TwidereProject/TwidereX-iOS TwidereSDK/Sources/TwidereUI/Content/MediaMetaIndicatorView.swift
// (what the row uses from elsewhere in TwidereUI: Content/MediaView+ViewModel.swift).

/// The media view (an image/video/GIF cell in the app); only its view model is used here.
public struct MediaView: View {
    @ObservedObject public var viewModel: ViewModel

    public var body: some View {
        Color.gray.opacity(0.3)
    }
}

extension MediaView {
    public class ViewModel: ObservableObject, Hashable {
        public enum MediaKind {
            case video
            case photo
            case animatedGIF
        }

        public let mediaKind: MediaKind
        public let aspectRatio: CGSize
        public let altText: String?
        public let durationMS: Int?

        @Published public var shouldHideForTransitioning = false

        /// "m:ss" of the video duration (the app formats it with a DateComponentsFormatter, minutes
        /// and seconds, zero-padded).
        public var durationText: String?

        public init(mediaKind: MediaKind, aspectRatio: CGSize, altText: String?, durationMS: Int?) {
            self.mediaKind = mediaKind
            self.aspectRatio = aspectRatio
            self.altText = altText
            self.durationMS = durationMS
            self.durationText = durationMS.flatMap { ms -> String? in
                let seconds = ms / 1000
                guard seconds > 0 else { return nil }
                return String(format: "%d:%02d", seconds / 60, seconds % 60)
            }
        }

        public static func == (lhs: ViewModel, rhs: ViewModel) -> Bool {
            lhs.mediaKind == rhs.mediaKind && lhs.altText == rhs.altText && lhs.durationMS == rhs.durationMS
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(mediaKind)
            hasher.combine(altText)
            hasher.combine(durationMS)
        }
    }
}
