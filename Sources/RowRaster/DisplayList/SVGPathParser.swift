#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An SVG path string that could not be parsed.
public struct SVGPathError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }
}

/// Parses SVG path data: M L H V C S Q T A Z in absolute and relative forms.
public enum SVGPathParser {
    public static func parse(_ d: String) throws -> Path {
        var scanner = Scanner(Array(d.utf8))
        var path = Path()
        var current = Point(0, 0), start = Point(0, 0)
        var lastControl: Point? = nil      // for S / T reflection
        var lastCommand: UInt8 = 0
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let c = scanner.peek() else { break }
            if isCommandLetter(c) {
                command = c; scanner.advance()
            } else if command == 0 {
                throw SVGPathError(message: "svg path must start with a command letter (M), found '\(Character(UnicodeScalar(c)))' at offset \(scanner.offset)")
            } else if command == UInt8(ascii: "M") || command == UInt8(ascii: "m") {
                command = command == UInt8(ascii: "M") ? UInt8(ascii: "L") : UInt8(ascii: "l") // implicit lineto
            }
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(0, 0)
            func pt() throws -> Point { let x = try scanner.number(); let y = try scanner.number(); return Point(x, y) + base }
            switch command | 0x20 {   // lower-cased
            case UInt8(ascii: "m"):
                let p = try pt(); path.move(to: p); current = p; start = p; lastControl = nil
            case UInt8(ascii: "l"):
                let p = try pt(); path.line(to: p); current = p; lastControl = nil
            case UInt8(ascii: "h"):
                let x = try scanner.number() + (relative ? current.x : 0)
                current = Point(x, current.y); path.line(to: current); lastControl = nil
            case UInt8(ascii: "v"):
                let y = try scanner.number() + (relative ? current.y : 0)
                current = Point(current.x, y); path.line(to: current); lastControl = nil
            case UInt8(ascii: "c"):
                let c1 = try pt(), c2 = try pt(), p = try pt()
                path.cubic(to: p, control1: c1, control2: c2); current = p; lastControl = c2
            case UInt8(ascii: "s"):
                let reflect = (lastCommand | 0x20 == UInt8(ascii: "c") || lastCommand | 0x20 == UInt8(ascii: "s")) ? lastControl : nil
                let c1 = reflect.map { current * 2 - $0 } ?? current
                let c2 = try pt(), p = try pt()
                path.cubic(to: p, control1: c1, control2: c2); current = p; lastControl = c2
            case UInt8(ascii: "q"):
                let c = try pt(), p = try pt()
                path.quad(to: p, control: c); current = p; lastControl = c
            case UInt8(ascii: "t"):
                let reflect = (lastCommand | 0x20 == UInt8(ascii: "q") || lastCommand | 0x20 == UInt8(ascii: "t")) ? lastControl : nil
                let c = reflect.map { current * 2 - $0 } ?? current
                let p = try pt()
                path.quad(to: p, control: c); current = p; lastControl = c
            case UInt8(ascii: "a"):
                let rx = abs(try scanner.number()), ry = abs(try scanner.number()), rotation = try scanner.number()
                let large = try scanner.flag(), sweep = try scanner.flag()
                let p = try pt()
                appendArc(to: &path, from: current, to: p, radii: Point(rx, ry), degrees: rotation, large: large, sweep: sweep)
                current = p; lastControl = nil
            case UInt8(ascii: "z"):
                path.close(); current = start; lastControl = nil
                lastCommand = command
                command = 0   // a number after Z is an error
                continue
            default:
                throw SVGPathError(message: "svg command '\(Character(UnicodeScalar(command)))' is not supported (supported: M L H V C S Q T A Z)")
            }
            lastCommand = command
        }
        guard path.isFinite else { throw SVGPathError(message: "svg path has a coordinate that is not a finite number") }
        return path
    }

    /// An SVG elliptical arc from `a` to `b` (SVG 1.1 appendix F.6.5: endpoint to centre
    /// parameters, radii scaled up when too small to reach).
    static func appendArc(to path: inout Path, from a: Point, to b: Point, radii: Point, degrees: Double, large: Bool, sweep: Bool) {
        var rx = radii.x, ry = radii.y
        guard a != b else { return }
        guard rx > 0, ry > 0 else { path.line(to: b); return }
        let phi = degrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let hx = (a.x - b.x) / 2, hy = (a.y - b.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy, y1 = -sinPhi * hx + cosPhi * hy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1, den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let coef = (large != sweep ? 1.0 : -1.0) * (den > 0 ? max(0, num / den).squareRoot() : 0)
        let cx1 = coef * rx * y1 / ry, cy1 = -coef * ry * x1 / rx
        let center = Point(cosPhi * cx1 - sinPhi * cy1 + (a.x + b.x) / 2, sinPhi * cx1 + cosPhi * cy1 + (a.y + b.y) / 2)
        let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        path.arc(center: center, u: Point(rx * cosPhi, rx * sinPhi), v: Point(-ry * sinPhi, ry * cosPhi), start: start, sweep: delta)
    }

    private static func isCommandLetter(_ c: UInt8) -> Bool {
        let letter = (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
        return letter && c != UInt8(ascii: "e") && c != UInt8(ascii: "E")
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        init(_ b: [UInt8]) { bytes = b }
        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        mutating func advance() { offset += 1 }
        mutating func skipSeparators() {
            while let c = peek(), c == 32 || c == 9 || c == 10 || c == 13 || c == UInt8(ascii: ",") { offset += 1 }
        }
        /// An arc flag: a single 0 or 1, which need not be followed by a separator.
        mutating func flag() throws -> Bool {
            skipSeparators()
            guard let c = peek(), c == UInt8(ascii: "0") || c == UInt8(ascii: "1") else {
                throw SVGPathError(message: "svg path: expected an arc flag (0 or 1) at offset \(offset)")
            }
            offset += 1
            return c == UInt8(ascii: "1")
        }
        mutating func number() throws -> Double {
            skipSeparators()
            let begin = offset
            if let c = peek(), c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { offset += 1 }
            var digits = false, dot = false
            while let c = peek() {
                if c >= 48 && c <= 57 { digits = true; offset += 1 }
                else if c == UInt8(ascii: ".") && !dot { dot = true; offset += 1 }
                else { break }
            }
            if digits, let c = peek(), c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                offset += 1
                if let s = peek(), s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { offset += 1 }
                while let c = peek(), c >= 48 && c <= 57 { offset += 1 }
            }
            guard digits, let v = Double(String(decoding: bytes[begin..<offset], as: UTF8.self)) else {
                throw SVGPathError(message: "svg path: expected a number at offset \(begin)")
            }
            return v
        }
    }
}
