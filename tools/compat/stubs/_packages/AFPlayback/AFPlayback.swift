import AmpFinKit
import Foundation
import Observation
// Stub of AFPlayback (rasmuslos/AmpFin's own package, its playback target), the API corpus rows
// use. Test double: the player keeps a queue in memory and plays nothing.
// On iOS the real PlaybackInfo takes Intents' INPlaybackQueueLocation; rows only spell .now/.next/
// .later, so the double takes its own PlaybackQueueLocation (as the package's macOS branch declares
// its own enum) rather than standing in for Intents.

public enum PlaybackQueueLocation { case now, next, later }

public struct PlaybackInfo {
    public var tracks: [Track]!
    public let container: Item?
    public let search: String?
    var queueLocation: PlaybackQueueLocation
    var preventDonation: Bool

    public init(container: Item?, search: String? = "", queueLocation: PlaybackQueueLocation = .now, preventDonation: Bool = false) {
        self.container = container
        self.search = search
        self.queueLocation = queueLocation
        self.preventDonation = preventDonation
    }
}

@Observable
public final class AudioPlayer {
    public static let current = AudioPlayer()

    public private(set) var queue: [Track] = []
    public private(set) var nowPlaying: Track?
    public private(set) var playing = false

    init() {}

    public func startPlayback(tracks: [Track], startIndex: Int, shuffle: Bool, playbackInfo: PlaybackInfo) {
        guard tracks.indices.contains(startIndex) else { return }
        nowPlaying = tracks[startIndex]
        queue = Array(tracks[(startIndex + 1)...])
        playing = true
    }

    public func queue(_ track: Track, after index: Int, updateUnalteredQueue: Bool = true, playbackInfo: PlaybackInfo) {
        queue.insert(track, at: min(max(index, 0), queue.count))
    }

    public func queue(_ tracks: [Track], after index: Int, playbackInfo: PlaybackInfo) {
        queue.insert(contentsOf: tracks, at: min(max(index, 0), queue.count))
    }
}
