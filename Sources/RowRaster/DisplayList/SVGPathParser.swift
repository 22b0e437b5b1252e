/// An SVG path string that could not be parsed.
public struct SVGPathError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }
}

/// Parses SVG path data: M L H V C S Q T Z in absolute and relative forms.
/// Elliptical arcs (A) are not supported: use circle/ellipse shapes or Béziers.
enum SVGPathParser {
    static func parse(_ d: String) throws -> Path {
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
            case UInt8(ascii: "z"):
                path.close(); current = start; lastControl = nil
                lastCommand = command
                command = 0   // a number after Z is an error
                continue
            default:
                throw SVGPathError(message: "svg command '\(Character(UnicodeScalar(command)))' is not supported (supported: M L H V C S Q T Z)")
            }
            lastCommand = command
        }
        guard path.isFinite else { throw SVGPathError(message: "svg path has a coordinate that is not a finite number") }
        return path
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
