#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PDF type 4 function: a PostScript calculator program (ISO 32000-1 §7.10.5) — numbers,
/// booleans, `{ … } if`, `{ … } { … } ifelse`, and the arithmetic, comparison, logic and stack
/// operators. Shading exports (Figma, Core Graphics) write piecewise gradients as these.
struct PDFCalculator {
    indirect enum Token { case number(Double), op(String), block([Token]) }
    let program: [Token]
    static let maxSteps = 100_000, maxStack = 100

    /// Parses `{ … }`; nil when it is not a program.
    init?(_ source: [UInt8]) {
        var lexer = PDFLexer(source[...])
        func block(depth: Int) -> [Token]? {
            guard depth < 32 else { return nil }
            var tokens: [Token] = []
            while let t = try? lexer.object(references: false) {
                switch t {
                case .number(let v): tokens.append(.number(v))
                case .bool(let b): tokens.append(.number(b ? 1 : 0))
                case .keyword("{"): guard let inner = block(depth: depth + 1) else { return nil }; tokens.append(.block(inner))
                case .keyword("}"): return tokens
                case .keyword(let op): tokens.append(.op(op))
                default: return nil
                }
            }
            return depth == 0 ? tokens : nil
        }
        lexer.skipSpace()
        guard case .keyword("{")? = try? lexer.object(references: false), let body = block(depth: 1) else { return nil }
        program = body
    }

    /// The outputs for `inputs` (nil when the program fails: an unknown operator, an empty
    /// stack, too many steps).
    func evaluate(_ inputs: [Double]) -> [Double]? {
        var stack = inputs, steps = 0
        func run(_ tokens: [Token]) -> Bool {
            var pending: [[Token]] = []
            for t in tokens {
                steps += 1
                guard steps < Self.maxSteps, stack.count < Self.maxStack else { return false }
                switch t {
                case .number(let v): stack.append(v)
                case .block(let b): pending.append(b)
                case .op("if"):
                    guard let b = pending.popLast(), let c = stack.popLast() else { return false }
                    if c != 0, !run(b) { return false }
                case .op("ifelse"):
                    guard pending.count >= 2, let c = stack.popLast() else { return false }
                    let no = pending.removeLast(), yes = pending.removeLast()
                    if !run(c != 0 ? yes : no) { return false }
                case .op(let op):
                    guard apply(op, &stack) else { return false }
                }
            }
            return true
        }
        return run(program) ? stack : nil
    }

    private func apply(_ op: String, _ s: inout [Double]) -> Bool {
        func pop() -> Double? { s.popLast() }
        switch op {
        case "dup": guard let a = s.last else { return false }; s.append(a)
        case "pop": guard pop() != nil else { return false }
        case "exch": guard s.count >= 2 else { return false }; s.swapAt(s.count - 1, s.count - 2)
        case "copy":
            guard let n = pop(), n >= 0, Int(n) <= s.count else { return false }
            s += s.suffix(Int(n))
        case "index":
            guard let n = pop(), n >= 0, Int(n) < s.count else { return false }
            s.append(s[s.count - 1 - Int(n)])
        case "roll":
            guard let j = pop(), let n = pop(), n >= 0, Int(n) <= s.count else { return false }
            let count = Int(n)
            guard count > 0 else { return true }
            var part = Array(s.suffix(count)); s.removeLast(count)
            let k = ((Int(j) % count) + count) % count
            part = Array(part.suffix(k) + part.prefix(count - k))
            s += part
        case "true": s.append(1)
        case "false": s.append(0)
        case "neg", "abs", "sqrt", "floor", "ceiling", "round", "truncate", "cvi", "cvr", "sin", "cos", "ln", "log", "not":
            guard let a = pop() else { return false }
            switch op {
            case "neg": s.append(-a)
            case "abs": s.append(abs(a))
            case "sqrt": s.append(a >= 0 ? a.squareRoot() : 0)
            case "floor": s.append(a.rounded(.down))
            case "ceiling": s.append(a.rounded(.up))
            case "round": s.append((a + 0.5).rounded(.down))
            case "truncate", "cvi": s.append(a.rounded(.towardZero))
            case "sin": s.append(sin(a * .pi / 180))
            case "cos": s.append(cos(a * .pi / 180))
            case "ln": s.append(a > 0 ? log(a) : 0)
            case "log": s.append(a > 0 ? log10(a) : 0)
            case "not": s.append(a == 0 ? 1 : 0)
            default: s.append(a)
            }
        default:
            guard let b = pop(), let a = pop() else { return false }
            switch op {
            case "add": s.append(a + b)
            case "sub": s.append(a - b)
            case "mul": s.append(a * b)
            case "div": s.append(b == 0 ? 0 : a / b)
            case "idiv": s.append(b == 0 ? 0 : (a / b).rounded(.towardZero))
            case "mod": s.append(b == 0 ? 0 : a.truncatingRemainder(dividingBy: b))
            case "exp": s.append(pow(a, b))
            case "atan": s.append((atan2(a, b) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360))
            case "eq": s.append(a == b ? 1 : 0)
            case "ne": s.append(a != b ? 1 : 0)
            case "gt": s.append(a > b ? 1 : 0)
            case "ge": s.append(a >= b ? 1 : 0)
            case "lt": s.append(a < b ? 1 : 0)
            case "le": s.append(a <= b ? 1 : 0)
            case "and": s.append(a != 0 && b != 0 ? 1 : 0)
            case "or": s.append(a != 0 || b != 0 ? 1 : 0)
            case "xor": s.append((a != 0) != (b != 0) ? 1 : 0)
            default: return false
            }
        }
        return true
    }
}
