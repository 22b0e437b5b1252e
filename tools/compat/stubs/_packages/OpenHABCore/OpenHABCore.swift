import Foundation
// Stub of OpenHABCore (the openhab/openhab-ios repository's own package): the API corpus rows use.

public struct NumberState: CustomStringConvertible, Equatable {
    public var value: Double
    public private(set) var unit: String? = ""
    public private(set) var format: String? = ""

    public init(value: Double, unit: String? = "", format: String? = "") {
        self.value = value
        self.unit = unit
        self.format = format
    }

    public var intValue: Int { Int(value) }
    public var stringValue: String { String(value) }
    public var description: String { toString(locale: Locale.current) }

    public func toString(locale: Locale?) -> String {
        if let unit, !unit.isEmpty { return "\(stringValue) \(unit)" }
        return stringValue
    }
}

public extension Double {
    /// The value with as many fraction digits as `step` has.
    func valueText(step: Double) -> String {
        let digits = max(-Decimal(step).exponent, 0)
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        formatter.decimalSeparator = "."
        return formatter.string(from: NSNumber(value: self)) ?? ""
    }
}

public extension String {
    /// "12.5 °C" → NumberState(value: 12.5, unit: "°C").
    func parseAsNumber(format: String? = nil) -> NumberState {
        let parts = split(separator: " ", maxSplits: 1).map(String.init)
        let value = Double(parts.first ?? "") ?? 0
        return NumberState(value: value, unit: parts.count > 1 ? parts[1] : "", format: format)
    }
}

public final class OpenHABItem {
    public enum ItemType: String {
        case color, contact, dateTime, dimmer, group, image, location, number, numberWithDimension, player, rollershutter, stringItem, switchItem
    }
    public var type: ItemType?
    public var name: String
    public var state: String?
    public var label: String

    public init(name: String, type: ItemType?, state: String?, label: String = "") {
        self.name = name
        self.type = type
        self.state = state
        self.label = label
    }

    public func stateAsDouble() -> Double { state?.parseAsNumber().value ?? 0 }
    public func isOfTypeOrGroupType(_ type: ItemType) -> Bool { self.type == type }
}

public final class OpenHABSitemapPage {
    public var title: String
    public var link: String
    public init(title: String, link: String) { self.title = title; self.link = link }
}

// The app's logs (OpenHABCore's OSLog extension).
import RowLogging
public extension OSLog {
    static let viewCycle = OSLog(subsystem: "org.openhab.app", category: "viewcycle")
}
