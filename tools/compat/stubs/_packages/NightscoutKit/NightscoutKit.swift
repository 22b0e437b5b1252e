import Foundation
// Stub of LoopKit's NightscoutKit: the override preset model corpus rows read
// (Models/TemporaryScheduleOverride.swift), a plain value. Test double; no Nightscout behind it.

public struct TemporaryScheduleOverride {
    public let duration: TimeInterval
    public let targetRange: ClosedRange<Double>?
    public let insulinNeedsScaleFactor: Double?
    public let symbol: String?
    public let name: String?

    public init(duration: TimeInterval, targetRange: ClosedRange<Double>?, insulinNeedsScaleFactor: Double?,
                symbol: String?, name: String?) {
        self.duration = duration
        self.targetRange = targetRange
        self.insulinNeedsScaleFactor = insulinNeedsScaleFactor
        self.symbol = symbol
        self.name = name
    }
}
