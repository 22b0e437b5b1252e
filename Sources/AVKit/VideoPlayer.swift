// `import AVKit`: the video player views rows embed. A render decodes no video: the player's
// frame is black, as an inline player shows before its first frame is ready.
@_exported import AVFoundation
import RowScene
import UIKit

/// SwiftUI's video player (`VideoPlayer(player:)`): black in its frame (no video is decoded),
/// with the overlay, if any, on top. It takes the space offered, as a video surface does.
public struct VideoPlayer<VideoOverlay: View>: View {
    public let player: AVPlayer?
    let overlay: VideoOverlay
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { self.player = player; overlay = videoOverlay() }
    public var body: some View {
        ZStack { Color.black; overlay }
    }
}
extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}

/// UIKit's player controller (hosted in a `UIViewControllerRepresentable`; never shown).
@MainActor open class AVPlayerViewController: UIViewController {
    public var player: AVPlayer?
    public var showsPlaybackControls = true
    public var allowsPictureInPicturePlayback = true
    public var entersFullScreenWhenPlaybackBegins = false
    public var exitsFullScreenWhenPlaybackEnds = false
    public var videoGravity: AVLayerVideoGravity = .resizeAspect
    public weak var delegate: AnyObject?
}
/// How video fills its layer.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
/// The AirPlay route button (a hosted view that draws nothing).
@MainActor open class AVRoutePickerView: UIView {
    public var activeTintColor: AnyObject?
    public var prioritizesVideoDevices = false
}
