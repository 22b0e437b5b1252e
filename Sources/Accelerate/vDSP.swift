// `import Accelerate` (`import enum Accelerate.vDSP`): vDSP's vector arithmetic as rows use it
// (animatable vectors, chart sparklines), in plain loops over Float or Double collections.

/// Vector arithmetic on collections of floating-point numbers, element by element.
public enum vDSP {
    /// a[i] + b[i], over the shorter of the two.
    public static func add<T: BinaryFloatingPoint, A: Collection, B: Collection>(_ a: A, _ b: B) -> [T] where A.Element == T, B.Element == T {
        zip(a, b).map { $0 + $1 }
    }
    public static func add<T: BinaryFloatingPoint, A: Collection>(_ scalar: T, _ a: A) -> [T] where A.Element == T { a.map { scalar + $0 } }
    /// Writes a[i] + b[i] into `result`.
    public static func add<T: BinaryFloatingPoint, A: Collection, B: Collection, R: MutableCollection>(_ a: A, _ b: B, result: inout R)
    where A.Element == T, B.Element == T, R.Element == T { write(zip(a, b).lazy.map { $0 + $1 }, into: &result) }

    /// a[i] − b[i].
    public static func subtract<T: BinaryFloatingPoint, A: Collection, B: Collection>(_ a: A, _ b: B) -> [T] where A.Element == T, B.Element == T {
        zip(a, b).map { $0 - $1 }
    }
    public static func subtract<T: BinaryFloatingPoint, A: Collection, B: Collection, R: MutableCollection>(_ a: A, _ b: B, result: inout R)
    where A.Element == T, B.Element == T, R.Element == T { write(zip(a, b).lazy.map { $0 - $1 }, into: &result) }

    /// scalar · a[i].
    public static func multiply<T: BinaryFloatingPoint, A: Collection>(_ scalar: T, _ a: A) -> [T] where A.Element == T { a.map { scalar * $0 } }
    /// a[i] · b[i].
    public static func multiply<T: BinaryFloatingPoint, A: Collection, B: Collection>(_ a: A, _ b: B) -> [T] where A.Element == T, B.Element == T {
        zip(a, b).map { $0 * $1 }
    }
    public static func multiply<T: BinaryFloatingPoint, A: Collection, R: MutableCollection>(_ scalar: T, _ a: A, result: inout R)
    where A.Element == T, R.Element == T { write(a.lazy.map { scalar * $0 }, into: &result) }

    /// a[i] / scalar, and a[i] / b[i].
    public static func divide<T: BinaryFloatingPoint, A: Collection>(_ a: A, _ scalar: T) -> [T] where A.Element == T { a.map { $0 / scalar } }
    public static func divide<T: BinaryFloatingPoint, A: Collection, B: Collection>(_ a: A, _ b: B) -> [T] where A.Element == T, B.Element == T {
        zip(a, b).map { $0 / $1 }
    }

    /// Σ a[i] (0 for none), its mean, Σ a[i]·b[i], the largest and the smallest element.
    public static func sum<T: BinaryFloatingPoint, A: Collection>(_ a: A) -> T where A.Element == T { a.reduce(0, +) }
    public static func mean<T: BinaryFloatingPoint, A: Collection>(_ a: A) -> T where A.Element == T {
        a.isEmpty ? .nan : a.reduce(0, +) / T(a.count)
    }
    public static func dot<T: BinaryFloatingPoint, A: Collection, B: Collection>(_ a: A, _ b: B) -> T where A.Element == T, B.Element == T {
        zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
    }
    public static func maximum<T: BinaryFloatingPoint, A: Collection>(_ a: A) -> T where A.Element == T { a.max() ?? -.infinity }
    public static func minimum<T: BinaryFloatingPoint, A: Collection>(_ a: A) -> T where A.Element == T { a.min() ?? .infinity }

    private static func write<T, S: Sequence, R: MutableCollection>(_ values: S, into result: inout R) where S.Element == T, R.Element == T {
        var i = result.startIndex
        for v in values where i != result.endIndex {
            result[i] = v
            result.formIndex(after: &i)
        }
    }
}
