import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The time zone of the "device" a frame is drawn on: the environment's. On iOS the
/// environment's time zone is the device's, so code that formats through Foundation's current
/// time zone (`date.formatted()`, a `DateFormatter` left at its default) agrees with
/// `Text(date, style:)`. Bodies are evaluated with the process's current time zone set to the
/// frame's, so such code gives the same text on every machine, whatever its `TZ`.
///
/// (Foundation's current locale on Linux is fixed at `en_001` and cannot be set: an app's files
/// compiled through IOSSources read the device's locale from `RenderDevice` instead, through
/// the shims written beside them; other code formats through en_001, which writes the day before
/// the month where an en_US iPhone writes the month first.)
@MainActor enum DeviceTimeZone {
    static func pin(_ zone: TimeZone) {
        guard TimeZone.current.identifier != zone.identifier else { return }
        setenv("TZ", zone.identifier, 1)
        NSTimeZone.resetSystemTimeZone()
    }
}
