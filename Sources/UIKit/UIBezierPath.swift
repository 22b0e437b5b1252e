import Foundation

/// Which corners of a rectangle a `UIBezierPath` rounds.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path as Core Graphics keeps one: moves, lines, quadratic and cubic curves, closes, in
/// points with y pointing down (arcs are cubic curves, as in Core Graphics). SwiftUI's
/// `Path(_:)` takes one (`Path(bezier.cgPath)`).
public final class CGPath: @unchecked Sendable {
    /// One element of a path.
    public enum Element: Sendable, Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }
    public let elements: [Element]
    init(elements: [Element]) { self.elements = elements }
}

/// UIKit's path builder, kept as the elements of a `CGPath`: rectangles, ovals, rounded
/// rectangles (all corners or some, `byRoundingCorners:`), arcs and curves.
public final class UIBezierPath: @unchecked Sendable {
    private var elements: [CGPath.Element] = []
    private var current = CGPoint.zero
    private var start = CGPoint.zero
    public var lineWidth: CGFloat = 1

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        appendCorners(of: r, radii: CGSize(width: r.width / 2, height: r.height / 2), corners: .allCorners)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the given corners rounded by `cornerRadii` (each at most half the
    /// rectangle's side), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radii = CGSize(width: min(max(0, cornerRadii.width), r.width / 2), height: min(max(0, cornerRadii.height), r.height / 2))
        appendCorners(of: r, radii: radii, corners: corners)
    }

    /// An arc; `clockwise` as it looks on screen (y down), as in UIKit.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public var cgPath: CGPath { CGPath(elements: elements) }
    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint { current }

    public func move(to point: CGPoint) { elements.append(.move(point)); current = point; start = point }
    public func addLine(to point: CGPoint) { elements.append(.line(point)); current = point }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(to: point, control: controlPoint)); current = point
    }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2)); current = point
    }
    public func close() { elements.append(.close); current = start }
    public func append(_ other: UIBezierPath) { elements += other.elements; current = other.current; start = other.start }
    public func removeAllPoints() { elements = []; current = .zero; start = .zero }

    /// An arc of a circle, joined to the current point by a line (or starting the path).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        var sweep = Double(endAngle - startAngle)
        let turn = 2 * Double.pi
        if clockwise {
            sweep = sweep.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        } else {
            sweep = -((-sweep).truncatingRemainder(dividingBy: turn))
            if sweep > 0 { sweep -= turn }
        }
        appendArc(center: center, radii: CGSize(width: radius, height: radius), start: Double(startAngle), sweep: sweep)
    }

    /// An elliptical arc as cubic curves of at most a quarter turn each.
    private func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + radii.width * cos(a), y: center.y + radii.height * sin(a)) }
        let first = point(start)
        if elements.isEmpty || elements.last == .close { move(to: first) } else if first != current { addLine(to: first) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let p0 = point(a), p3 = point(b)
            let c1 = CGPoint(x: p0.x - k * radii.width * sin(a), y: p0.y + k * radii.height * cos(a))
            let c2 = CGPoint(x: p3.x + k * radii.width * sin(b), y: p3.y - k * radii.height * cos(b))
            addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
            a = b
        }
    }

    /// A closed rectangle with `corners` rounded by `radii`, clockwise from the top left.
    private func appendCorners(of r: CGRect, radii: CGSize, corners: UIRectCorner) {
        let rx = radii.width, ry = radii.height, half = Double.pi / 2
        func rounding(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) && rx > 0 && ry > 0 ? CGSize(width: rx, height: ry) : .zero }
        let tl = rounding(.topLeft), tr = rounding(.topRight), br = rounding(.bottomRight), bl = rounding(.bottomLeft)
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero { appendArc(center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), radii: tr, start: -half, sweep: half) }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero { appendArc(center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), radii: br, start: 0, sweep: half) }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero { appendArc(center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), radii: bl, start: half, sweep: half) }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero { appendArc(center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), radii: tl, start: 2 * half, sweep: half) }
        close()
    }
}
