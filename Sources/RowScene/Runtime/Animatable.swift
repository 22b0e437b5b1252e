import RowMotion

/// A value animations can move (RowMotion's; SwiftUI's `VectorArithmetic`).
public typealias VectorArithmetic = RowMotion.VectorArithmetic

/// Something whose values the runtime interpolates when they change under an animation
/// (SwiftUI's `Animatable`): a shape, a view or a view modifier exposes them as
/// `animatableData`, and each frame is evaluated with the interpolated value set.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// No animatable values.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values moved together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

// Numbers animate as themselves (keyframe tracks of a `Double`, a value's `CGFloat` property).
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

/// A fixed-length list of numbers: what built-in modifiers animate (an offset's x and y, a
/// color's channels, a gradient's points). Lists of different lengths pad with zeros.
struct AnimatableVector: VectorArithmetic, Sendable {
    var values: [Double]
    init(_ values: [Double]) { self.values = values }
    static var zero: AnimatableVector { AnimatableVector([]) }
    private static func combine(_ a: AnimatableVector, _ b: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
        let n = max(a.values.count, b.values.count)
        return AnimatableVector((0..<n).map { op($0 < a.values.count ? a.values[$0] : 0, $0 < b.values.count ? b.values[$0] : 0) })
    }
    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, +) }
    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector { combine(lhs, rhs, -) }
    static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool { (lhs - rhs).values.allSatisfy { $0 == 0 } }
    mutating func scale(by rhs: Double) { for i in values.indices { values[i] *= rhs } }
    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
}

/// A modifier whose values animate (SwiftUI's deprecated `AnimatableModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}
