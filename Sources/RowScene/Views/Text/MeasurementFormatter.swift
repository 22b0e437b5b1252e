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
#endif
