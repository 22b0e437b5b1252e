import Foundation

// `import AudioToolbox` as rows use it: system sounds and the vibration that apps play on a tap.
// A render is silent: playing does nothing, and a completion runs at once.

/// A system sound's identifier (`SystemSoundID`), such as 1104, the keyboard's click.
public typealias SystemSoundID = UInt32
/// A Core Audio result code.
public typealias OSStatus = Int32

/// The sound ID that vibrates the device instead of playing a sound.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
/// The result code of a call that succeeded.
public let kAudioServicesNoError: OSStatus = 0

/// Plays a system sound (silent in a render).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays a system sound as an alert, vibrating where the device does (silent in a render).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
/// Plays a system sound, then calls `inCompletionBlock` (at once: nothing plays in a render).
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}
/// Plays an alert sound, then calls `inCompletionBlock` (at once: nothing plays in a render).
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}
/// Registers a sound file as a system sound: the file is not read, and the ID given plays nothing.
public func AudioServicesCreateSystemSoundID(_ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    outSystemSoundID.pointee = 0x1000
    return kAudioServicesNoError
}
/// Releases a system sound made by `AudioServicesCreateSystemSoundID`.
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus { kAudioServicesNoError }
