// `import HealthKit` as rows use it: quantities in units (converted as HealthKit converts them),
// workouts and samples as code makes them, and a health store that holds no data — a render
// reads no one's health records, so authorization is never granted and queries return nothing.
@_exported import Foundation

// MARK: - Units and quantities

/// A unit of measure (`HKUnit.meter()`, `.count().unitDivided(by: .minute())`): a factor to its
/// dimension's base unit and the dimension (its base units' exponents).
public final class HKUnit: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Base units: kilogram-free SI (gram, meter, second, kilocalorie as energy, liter as
    /// volume, count, kelvin, percent as a fraction).
    let factor: Double
    let dimension: [String: Int]
    public let unitString: String
    init(_ unitString: String, factor: Double, dimension: [String: Int]) {
        self.unitString = unitString; self.factor = factor; self.dimension = dimension.filter { $0.value != 0 }
    }
    public var description: String { unitString }
    public static func == (a: HKUnit, b: HKUnit) -> Bool { a.factor == b.factor && a.dimension == b.dimension }
    public func hash(into hasher: inout Hasher) { hasher.combine(factor); hasher.combine(dimension) }

    public func isNull() -> Bool { dimension.isEmpty && factor == 1 }
    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)*\(unit.unitString)", factor: factor * unit.factor, dimension: dimension.merging(unit.dimension, uniquingKeysWith: +))
    }
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)/\(unit.unitString)", factor: factor / unit.factor, dimension: dimension.merging(unit.dimension.mapValues { -$0 }, uniquingKeysWith: +))
    }
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit("\(unitString)^\(power)", factor: pow(factor, Double(power)), dimension: dimension.mapValues { $0 * power })
    }
    public func reciprocal() -> HKUnit { HKUnit.count().unitDivided(by: self) }

    public static func count() -> HKUnit { HKUnit("count", factor: 1, dimension: [:]) }
    public static func percent() -> HKUnit { HKUnit("%", factor: 0.01, dimension: [:]) }
    public static func gram() -> HKUnit { HKUnit("g", factor: 1, dimension: ["mass": 1]) }
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "g", factor: prefix.factor, dimension: ["mass": 1]) }
    public static func ounce() -> HKUnit { HKUnit("oz", factor: 28.349523125, dimension: ["mass": 1]) }
    public static func pound() -> HKUnit { HKUnit("lb", factor: 453.59237, dimension: ["mass": 1]) }
    public static func stone() -> HKUnit { HKUnit("st", factor: 6350.29318, dimension: ["mass": 1]) }
    public static func meter() -> HKUnit { HKUnit("m", factor: 1, dimension: ["length": 1]) }
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "m", factor: prefix.factor, dimension: ["length": 1]) }
    public static func inch() -> HKUnit { HKUnit("in", factor: 0.0254, dimension: ["length": 1]) }
    public static func foot() -> HKUnit { HKUnit("ft", factor: 0.3048, dimension: ["length": 1]) }
    public static func yard() -> HKUnit { HKUnit("yd", factor: 0.9144, dimension: ["length": 1]) }
    public static func mile() -> HKUnit { HKUnit("mi", factor: 1609.344, dimension: ["length": 1]) }
    public static func liter() -> HKUnit { HKUnit("L", factor: 1, dimension: ["volume": 1]) }
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "L", factor: prefix.factor, dimension: ["volume": 1]) }
    public static func fluidOunceUS() -> HKUnit { HKUnit("fl_oz_us", factor: 0.0295735295625, dimension: ["volume": 1]) }
    public static func cupUS() -> HKUnit { HKUnit("cup_us", factor: 0.2365882365, dimension: ["volume": 1]) }
    public static func second() -> HKUnit { HKUnit("s", factor: 1, dimension: ["time": 1]) }
    public static func minute() -> HKUnit { HKUnit("min", factor: 60, dimension: ["time": 1]) }
    public static func hour() -> HKUnit { HKUnit("hr", factor: 3600, dimension: ["time": 1]) }
    public static func day() -> HKUnit { HKUnit("d", factor: 86_400, dimension: ["time": 1]) }
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "s", factor: prefix.factor, dimension: ["time": 1]) }
    /// Energy in kilocalories (HealthKit's "Cal"), joules (1 kcal = 4184 J).
    public static func kilocalorie() -> HKUnit { HKUnit("kcal", factor: 1, dimension: ["energy": 1]) }
    public static func largeCalorie() -> HKUnit { HKUnit("Cal", factor: 1, dimension: ["energy": 1]) }
    public static func smallCalorie() -> HKUnit { HKUnit("cal", factor: 0.001, dimension: ["energy": 1]) }
    public static func joule() -> HKUnit { HKUnit("J", factor: 1 / 4184, dimension: ["energy": 1]) }
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(prefix.symbol + "J", factor: prefix.factor / 4184, dimension: ["energy": 1]) }
    public static func degreeCelsius() -> HKUnit { HKUnit("degC", factor: 1, dimension: ["temperature": 1]) }
    public static func degreeFahrenheit() -> HKUnit { HKUnit("degF", factor: 5.0 / 9, dimension: ["temperature": 1]) }
    public static func millimeterOfMercury() -> HKUnit { HKUnit("mmHg", factor: 1, dimension: ["pressure": 1]) }
}

/// Metric prefixes (`.kilo`, `.milli`, …).
public enum HKMetricPrefix: Int, Sendable {
    case none, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto
    var factor: Double {
        switch self {
        case .none: 1; case .pico: 1e-12; case .nano: 1e-9; case .micro: 1e-6; case .milli: 1e-3; case .centi: 1e-2
        case .deci: 1e-1; case .deca: 1e1; case .hecto: 1e2; case .kilo: 1e3; case .mega: 1e6; case .giga: 1e9
        case .tera: 1e12; case .femto: 1e-15
        }
    }
    var symbol: String {
        switch self {
        case .none: ""; case .pico: "p"; case .nano: "n"; case .micro: "mc"; case .milli: "m"; case .centi: "c"
        case .deci: "d"; case .deca: "da"; case .hecto: "h"; case .kilo: "k"; case .mega: "M"; case .giga: "G"
        case .tera: "T"; case .femto: "f"
        }
    }
}

/// An amount in a unit, readable in any unit of the same dimension.
public final class HKQuantity: Hashable, CustomStringConvertible, @unchecked Sendable {
    let base: Double
    let unit: HKUnit
    public init(unit: HKUnit, doubleValue: Double) { self.unit = unit; base = doubleValue * unit.factor }
    /// The amount in `unit`. Temperatures convert with their offsets; a unit of another
    /// dimension (which HealthKit raises for) gives NaN rather than stopping the render.
    public func doubleValue(for unit: HKUnit) -> Double {
        guard isCompatible(with: unit) else { return .nan }
        if self.unit.dimension == ["temperature": 1], self.unit.unitString != unit.unitString {
            let celsius = self.unit.unitString == "degF" ? (base / self.unit.factor - 32) * 5 / 9 : base
            return unit.unitString == "degF" ? celsius * 9 / 5 + 32 : celsius
        }
        return base / unit.factor
    }
    public func isCompatible(with unit: HKUnit) -> Bool { self.unit.dimension == unit.dimension }
    public func `is`(compatibleWith unit: HKUnit) -> Bool { isCompatible(with: unit) }
    public func compare(_ other: HKQuantity) -> ComparisonResult {
        base < other.base ? .orderedAscending : base > other.base ? .orderedDescending : .orderedSame
    }
    public var description: String { "\(base / unit.factor) \(unit)" }
    public static func == (a: HKQuantity, b: HKQuantity) -> Bool { a.unit.dimension == b.unit.dimension && a.base == b.base }
    public func hash(into hasher: inout Hasher) { hasher.combine(base); hasher.combine(unit.dimension) }
}

// MARK: - Types and samples

/// What kind of data (`HKObjectType.quantityType(forIdentifier: .stepCount)`).
public class HKObjectType: Hashable, @unchecked Sendable {
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }
    public static func == (a: HKObjectType, b: HKObjectType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public static func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    public static func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier: identifier.rawValue) }
    public static func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    public static func activitySummaryType() -> HKObjectType { HKObjectType(identifier: "HKActivitySummaryTypeIdentifier") }
}
public class HKSampleType: HKObjectType, @unchecked Sendable {}
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}
public final class HKCategoryType: HKSampleType, @unchecked Sendable {}
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// Quantity type identifiers (`.stepCount`, `.heartRate`, …).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let stepCount = Self("HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = Self("HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self("HKQuantityTypeIdentifierDistanceCycling")
    public static let distanceSwimming = Self("HKQuantityTypeIdentifierDistanceSwimming")
    public static let activeEnergyBurned = Self("HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self("HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let appleExerciseTime = Self("HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = Self("HKQuantityTypeIdentifierAppleStandTime")
    public static let flightsClimbed = Self("HKQuantityTypeIdentifierFlightsClimbed")
    public static let heartRate = Self("HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self("HKQuantityTypeIdentifierRestingHeartRate")
    public static let heartRateVariabilitySDNN = Self("HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let oxygenSaturation = Self("HKQuantityTypeIdentifierOxygenSaturation")
    public static let respiratoryRate = Self("HKQuantityTypeIdentifierRespiratoryRate")
    public static let bodyMass = Self("HKQuantityTypeIdentifierBodyMass")
    public static let bodyMassIndex = Self("HKQuantityTypeIdentifierBodyMassIndex")
    public static let bodyFatPercentage = Self("HKQuantityTypeIdentifierBodyFatPercentage")
    public static let height = Self("HKQuantityTypeIdentifierHeight")
    public static let leanBodyMass = Self("HKQuantityTypeIdentifierLeanBodyMass")
    public static let bodyTemperature = Self("HKQuantityTypeIdentifierBodyTemperature")
    public static let bloodPressureSystolic = Self("HKQuantityTypeIdentifierBloodPressureSystolic")
    public static let bloodPressureDiastolic = Self("HKQuantityTypeIdentifierBloodPressureDiastolic")
    public static let bloodGlucose = Self("HKQuantityTypeIdentifierBloodGlucose")
    public static let dietaryWater = Self("HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryEnergyConsumed = Self("HKQuantityTypeIdentifierDietaryEnergyConsumed")
    public static let dietaryProtein = Self("HKQuantityTypeIdentifierDietaryProtein")
    public static let dietaryCarbohydrates = Self("HKQuantityTypeIdentifierDietaryCarbohydrates")
    public static let dietaryFatTotal = Self("HKQuantityTypeIdentifierDietaryFatTotal")
    public static let dietaryCaffeine = Self("HKQuantityTypeIdentifierDietaryCaffeine")
    public static let vo2Max = Self("HKQuantityTypeIdentifierVO2Max")
    public static let walkingSpeed = Self("HKQuantityTypeIdentifierWalkingSpeed")
}
/// Category type identifiers (`.sleepAnalysis`, `.mindfulSession`, …).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let sleepAnalysis = Self("HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self("HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = Self("HKCategoryTypeIdentifierAppleStandHour")
    public static let menstrualFlow = Self("HKCategoryTypeIdentifierMenstrualFlow")
    public static let highHeartRateEvent = Self("HKCategoryTypeIdentifierHighHeartRateEvent")
}

/// A measurement over a time span, as code makes it.
public class HKSample: @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date
    public let uuid = UUID()
    public var metadata: [String: Any]?
    init(sampleType: HKSampleType, startDate: Date, endDate: Date, metadata: [String: Any]? = nil) {
        self.sampleType = sampleType; self.startDate = startDate; self.endDate = endDate; self.metadata = metadata
    }
}
public final class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    public init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date, metadata: [String: Any]? = nil) {
        self.quantity = quantity
        super.init(sampleType: type, startDate: start, endDate: end, metadata: metadata)
    }
}
public final class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    public init(type: HKCategoryType, value: Int, start: Date, end: Date, metadata: [String: Any]? = nil) {
        self.value = value
        super.init(sampleType: type, startDate: start, endDate: end, metadata: metadata)
    }
}

/// Kinds of workout (the common ones).
public enum HKWorkoutActivityType: UInt, Sendable, CaseIterable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing,
         cricket, crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing,
         fishing, functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse, martialArts,
         mindAndBody, mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing,
         rugby, running, sailing, skatingSports, snowSports, soccer, softball, squash, stairClimbing, surfingSports,
         swimming, tableTennis, tennis, trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness,
         waterPolo, waterSports, wrestling, yoga, barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility,
         highIntensityIntervalTraining, jumpRope, kickboxing, pilates, snowboarding, stairs, stepTraining,
         wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio, handCycling, discSports, fitnessGaming,
         cardioDance, socialDance, pickleball, cooldown, swimBikeRun = 82, transition, underwaterDiving
    case other = 3000
}

/// A workout, as code makes it.
public final class HKWorkout: HKSample, @unchecked Sendable {
    public let workoutActivityType: HKWorkoutActivityType
    public let duration: TimeInterval
    public let totalEnergyBurned: HKQuantity?
    public let totalDistance: HKQuantity?
    public init(activityType: HKWorkoutActivityType, start: Date, end: Date, duration: TimeInterval = 0,
                totalEnergyBurned: HKQuantity? = nil, totalDistance: HKQuantity? = nil, metadata: [String: Any]? = nil) {
        workoutActivityType = activityType
        self.duration = duration > 0 ? duration : end.timeIntervalSince(start)
        self.totalEnergyBurned = totalEnergyBurned; self.totalDistance = totalDistance
        super.init(sampleType: HKObjectType.workoutType(), startDate: start, endDate: end, metadata: metadata)
    }
    public convenience init(activityType: HKWorkoutActivityType, start: Date, end: Date) {
        self.init(activityType: activityType, start: start, end: end, duration: 0)
    }
}

// MARK: - The store and queries

/// Whether the app may write a type.
public enum HKAuthorizationStatus: Int, Sendable { case notDetermined, sharingDenied, sharingAuthorized }
public enum HKAuthorizationRequestStatus: Int, Sendable { case unknown, shouldRequest, unnecessary }

/// Errors the store reports.
public struct HKError: Error, Sendable, Hashable {
    public enum Code: Int, Sendable { case errorHealthDataUnavailable = 1, errorAuthorizationDenied = 5, errorNoData = 11 }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
}

/// A query as code builds it; the store never runs it against data (there is none).
public class HKQuery: @unchecked Sendable {
    public static func predicateForSamples(withStart start: Date?, end: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }
}
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1)
    public static let strictEndDate = HKQueryOptions(rawValue: 2)
}
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"
public let HKObjectQueryNoLimit = 0
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    let handler: (HKSampleQuery, [HKSample]?, Error?) -> Void
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, Error?) -> Void) { handler = resultsHandler }
}
public final class HKStatistics: @unchecked Sendable {
    public let startDate: Date, endDate: Date
    init(startDate: Date, endDate: Date) { self.startDate = startDate; self.endDate = endDate }
    public func sumQuantity() -> HKQuantity? { nil }
    public func averageQuantity() -> HKQuantity? { nil }
    public func mostRecentQuantity() -> HKQuantity? { nil }
}
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 16)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 2)
    public static let discreteMin = HKStatisticsOptions(rawValue: 4)
    public static let discreteMax = HKStatisticsOptions(rawValue: 8)
    public static let mostRecent = HKStatisticsOptions(rawValue: 32)
}
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions,
                completionHandler: @escaping (HKStatisticsQuery, HKStatistics?, Error?) -> Void) {}
}

/// The health store: no health data on a render's machine. `isHealthDataAvailable()` is false,
/// authorization requests complete without access, and executed queries deliver nothing.
public final class HKHealthStore: @unchecked Sendable {
    public init() {}
    public static func isHealthDataAvailable() -> Bool { false }
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping @Sendable (Bool, Error?) -> Void) {
        completion(false, HKError(.errorHealthDataUnavailable))
    }
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }
    public func execute(_ query: HKQuery) {}
    public func stop(_ query: HKQuery) {}
    public func save(_ object: HKSample, withCompletion completion: @escaping @Sendable (Bool, Error?) -> Void) {
        completion(false, HKError(.errorHealthDataUnavailable))
    }
}
