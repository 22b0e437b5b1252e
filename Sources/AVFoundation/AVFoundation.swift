// `import AVFoundation` as rows use it beside SwiftUI: players and speech that a button starts.
// A render plays no sound: each object keeps what the code set and asked (playing, the
// utterances spoken) so a test can read it, and nothing is heard.
@_exported import Foundation

/// A player of a file's audio (`AVAudioPlayer(contentsOf:)`): nothing is read or heard.
open class AVAudioPlayer {
    public let url: URL?
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var rate: Float = 1
    public var enableRate = false
    public var currentTime: TimeInterval = 0
    public private(set) var isPlaying = false
    /// Always 0: the file is not read.
    public var duration: TimeInterval { 0 }
    public init(contentsOf url: URL) throws { self.url = url }
    public init(data: Data) throws { url = nil }
    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool { isPlaying = true; return true }
    open func pause() { isPlaying = false }
    open func stop() { isPlaying = false; currentTime = 0 }
}

/// A media item a player plays.
open class AVPlayerItem {
    public let url: URL
    public init(url: URL) { self.url = url }
}

/// A media player (`AVPlayer(url:)`): playing is recorded, no media is read.
open class AVPlayer {
    public private(set) var currentItem: AVPlayerItem?
    public var rate: Float = 0
    public var volume: Float = 1
    public var isMuted = false
    public init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem: AVPlayerItem?) { currentItem = playerItem }
    open func play() { rate = 1 }
    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
}

/// Text to speak, and how.
open class AVSpeechUtterance {
    public let speechString: String
    public var voice: AVSpeechSynthesisVoice?
    public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    public var pitchMultiplier: Float = 1
    public var volume: Float = 1
    public init(string: String) { speechString = string }
}
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

/// A voice by language (`AVSpeechSynthesisVoice(language: "en-US")`).
open class AVSpeechSynthesisVoice {
    public let language: String
    public init?(language: String?) { self.language = language ?? "en-US" }
}

/// Speaks utterances: they are kept in `spoken`, none is heard.
open class AVSpeechSynthesizer {
    public enum Boundary: Sendable { case immediate, word }
    public private(set) var spoken: [String] = []
    public private(set) var isSpeaking = false
    public init() {}
    open func speak(_ utterance: AVSpeechUtterance) { spoken.append(utterance.speechString) }
    @discardableResult open func stopSpeaking(at boundary: Boundary) -> Bool { false }
    @discardableResult open func pauseSpeaking(at boundary: Boundary) -> Bool { false }
}

/// The app's audio session: categories and activation are accepted. `sharedInstance()` gives a
/// new session each time: a render keeps no state across the process.
open class AVAudioSession {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "ambient"), playback = Category(rawValue: "playback")
        public static let soloAmbient = Category(rawValue: "soloAmbient"), record = Category(rawValue: "record")
        public static let playAndRecord = Category(rawValue: "playAndRecord")
    }
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "default"), spokenAudio = Mode(rawValue: "spokenAudio")
        public static let moviePlayback = Mode(rawValue: "moviePlayback")
    }
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1), duckOthers = CategoryOptions(rawValue: 2)
    }
    public private(set) var category: Category = .soloAmbient
    public private(set) var mode: Mode = .default
    public static func sharedInstance() -> AVAudioSession { AVAudioSession() }
    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category; self.mode = mode
    }
    open func setActive(_ active: Bool, options: Int = 0) throws {}
}
