// `import MediaPlayer`: rows import it beside SwiftUI (for now-playing information and the
// system volume view). A frame plays nothing: the module is here so such rows compile; what the
// corpus uses of it is added as rows need it.
import UIKit

/// The system's now-playing information (set by apps that play audio; a frame plays none).
public final class MPNowPlayingInfoCenter: @unchecked Sendable {
    public static let `default` = MPNowPlayingInfoCenter()
    public var nowPlayingInfo: [String: Any]? { get { nil } set {} }
}
