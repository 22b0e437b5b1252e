import Foundation

#if !canImport(Darwin)
/// Foundation's `MeasurementFormatter` ("440.0 Hz", "5 km"), which swift-corelibs-foundation
/// declares unavailable: rows format measurements with it. The value is written by its
/// `numberFormatter` in its locale and the unit by its symbol, in every unit style (Apple's
/// `.long` style spells unit names out; here it writes the symbol too). Measurements are written in the unit they are in: Apple's natural
/// scaling to the locale's preferred units is not done (`providedUnit` behaviour always).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1)
        public static let naturalScale = UnitOptions(rawValue: 2)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }
    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = Locale(identifier: "en_US") { didSet { numberFormatter.locale = locale } }
    open var numberFormatter: NumberFormatter! = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.locale = Locale(identifier: "en_US")
        f.maximumFractionDigits = 3
        return f
    }()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String {
        let number = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        if unitOptions.contains(.temperatureWithoutUnit), measurement.unit is UnitTemperature { return number + "°" }
        return number + " " + string(from: measurement.unit)
    }
    open func string(from unit: Unit) -> String { unit.symbol }
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }
}

/// How a measurement format style picks its unit (`.general`: the unit the measurement is in,
/// as `MeasurementFormatter` writes it here; `.asProvided` the same).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String
    public static var general: Self { Self(name: "general") }
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension Measurement where UnitType: Dimension {
    /// Foundation's measurement format style (`.formatted(.measurement(width: .abbreviated))`,
    /// "5 km"), which swift-corelibs-foundation lacks: written by `MeasurementFormatter` in
    /// the style's locale (a `Text` sets the environment's).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How the unit is written: "kilometers" (written as its symbol here), "km", "km".
        public enum UnitWidth: String, Codable, Hashable, Sendable { case wide, abbreviated, narrow }
        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>
        public init(width: UnitWidth, locale: Locale = Locale(identifier: "en_US"), usage: MeasurementFormatUnitUsage<UnitType> = .general) {
            self.width = width; self.locale = locale; self.usage = usage
        }
        public func format(_ value: Measurement<UnitType>) -> String {
            let formatter = MeasurementFormatter()
            formatter.locale = locale
            formatter.unitOptions = .providedUnit
            formatter.unitStyle = switch width { case .wide: .long; case .abbreviated: .medium; case .narrow: .short }
            return formatter.string(from: value)
        }
        public func locale(_ locale: Locale) -> Self { var s = self; s.locale = locale; return s }
    }
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

extension FormatStyle {
    public static func measurement<U: Dimension>(width: Measurement<U>.FormatStyle.UnitWidth = .wide,
                                                 usage: MeasurementFormatUnitUsage<U> = .general,
                                                 numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<U>.FormatStyle {
        Measurement<U>.FormatStyle(width: width, usage: usage)
    }
}

extension Measurement.FormatStyle: EnvironmentAdaptableFormat {
    func adapted(to env: EnvironmentValues) -> Any { self.locale(env.locale) }
}
#endif
