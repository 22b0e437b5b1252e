// A chart's scales (categories in bands, numbers and dates linear, values on nice ticks) and
// the shapes its marks become.
@_spi(Frameworks) import RowScene

struct ChartPlot {
    /// Swift Charts' default series colors, in order.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink]

    let marks: [MarkDescription]
    let axes: ChartAxes
    /// Series names in the order they first appear.
    let series: [String]
    /// Categories along x in the order they first appear (empty: x is quantitative).
    let categories: [String]
    let xDomain: ClosedRange<Double>
    let yDomain: ClosedRange<Double>
    /// Grid lines and labels of the value axis (nil: no quantitative y).
    let yTicks: [(value: Double, label: String)]?
    let xIsDate: Bool

    /// Categories along y in the order they first appear (horizontal bars).
    let yCategories: [String]

    init(marks: [MarkDescription], axes: ChartAxes) {
        let marks = ChartPlot.stacked(marks)
        self.marks = marks; self.axes = axes
        var yCategories: [String] = []
        for m in marks { if case .category(let c)? = m.y, !yCategories.contains(c) { yCategories.append(c) } }
        self.yCategories = yCategories
        var series: [String] = [], categories: [String] = []
        var xs: [Double] = [], ys: [Double] = []
        var xIsDate = false
        for m in marks {
            if let s = m.series, !series.contains(s) { series.append(s) }
            for x in [m.x, m.xStart, m.xEnd].compactMap({ $0 }) {
                if case .category(let c) = x { if !categories.contains(c) { categories.append(c) } } else if let q = x.quantity { xs.append(q) }
                if case .date = x { xIsDate = true }
            }
            for y in [m.y, m.yStart, m.yEnd].compactMap({ $0 }) { if let q = y.quantity { ys.append(q) } }
        }
        self.series = series; self.categories = categories; self.xIsDate = xIsDate
        if let d = axes.xDomain { xDomain = d } else if let lo = xs.min(), let hi = xs.max() {
            xDomain = lo == hi ? (lo - 0.5)...(hi + 0.5) : lo...hi
        } else { xDomain = 0...1 }
        guard var lo = ys.min(), var hi = ys.max() else {
            // No values: the scale the chart was given (its axes still draw), else none.
            yDomain = axes.yDomain ?? 0...1
            yTicks = axes.yDomain == nil ? nil : []
            return
        }
        let needsZero = axes.yIncludesZero || marks.contains { $0.kind == .bar || $0.kind == .area }
        if needsZero { lo = min(lo, 0); hi = max(hi, 0) }
        if let d = axes.yDomain { (lo, hi) = (d.lowerBound, d.upperBound) }
        if hi == lo { hi = lo + 1 }
        let step = Self.niceStep((hi - lo) / 4)
        if axes.yDomain == nil { lo = (lo / step).rounded(.down) * step; hi = (hi / step).rounded(.up) * step }
        yDomain = lo...hi
        let decimals = step >= 1 ? 0 : Int((-log10(step)).rounded(.up))
        var ticks: [(Double, String)] = []
        var v = (lo / step).rounded(.up) * step
        while v <= hi + step * 1e-9 && ticks.count < 50 {
            ticks.append((v, String(format: "%.\(decimals)f", abs(v) < step * 1e-9 ? 0 : v)))
            v += step
        }
        yTicks = ticks
    }

    /// Bars that share a category stack, as Swift Charts stacks them: each from where the ones
    /// before it in that category ended (positive and negative values each their own way) —
    /// along y for a category on x, along x for a category on y.
    static func stacked(_ marks: [MarkDescription]) -> [MarkDescription] {
        var totals: [String: (up: Double, down: Double)] = [:]
        func span(_ key: String, _ value: Double) -> (Double, Double) {
            var t = totals[key, default: (0, 0)]
            defer { totals[key] = t }
            if value >= 0 { let start = t.up; t.up += value; return (start, t.up) }
            let start = t.down; t.down += value; return (start, t.down)
        }
        return marks.map { mark in
            guard mark.kind == .bar else { return mark }
            var m = mark
            if m.xStart == nil, m.xEnd == nil, m.yStart == nil, m.yEnd == nil, case .category(let c)? = m.y, case .number(let v)? = m.x {
                let (a, b) = span("y:" + c, v)
                m.xStart = .number(a); m.xEnd = .number(b); m.x = nil
            } else if m.yStart == nil, m.yEnd == nil, case .category(let c)? = m.x, case .number(let v)? = m.y {
                let (a, b) = span("x:" + c, v)
                m.yStart = .number(a); m.yEnd = .number(b); m.y = nil
            }
            return m
        }
    }

    /// 1, 2 or 5 times a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        for m in [1.0, 2, 5, 10] where m * power >= raw * (1 - 1e-9) { return m * power }
        return 10 * power
    }

    /// Height the bottom axis's labels take.
    var xAxisHeight: Double { !axes.xLabels || isPie ? 0 : 18 }

    /// Where the value axis draws grid lines: its own marks' values, else its ticks.
    var yGridValues: [Double] {
        guard axes.y != .hidden else { return [] }
        let ticks = yTicks?.map(\.value) ?? []
        guard let marks = axes.yMarks else { return ticks }
        return marks.filter(\.grid).flatMap { $0.values ?? ticks }
    }
    /// The value axis's labels: at its own marks' values where they label, else at its ticks.
    var yLabelTicks: [(value: Double, label: String)]? {
        guard axes.yLabels, let ticks = yTicks else { return nil }
        guard let marks = axes.yMarks else { return ticks }
        var labels: [(value: Double, label: String)] = []
        for mark in marks where mark.label {
            if let values = mark.values { labels += values.map { ($0, PlotValue.number($0).label) } } else { labels += ticks }
        }
        return labels
    }
    /// Where the bottom axis draws grid lines (only its own marks draw them; the default x axis
    /// has none), in points across a plot `width` wide.
    func xGridPositions(width: Double) -> [Double] {
        guard axes.x != .hidden, let marks = axes.xMarks, categories.isEmpty, !isPie else { return [] }
        let lo = xDomain.lowerBound, hi = xDomain.upperBound
        let quarters: [Double] = (0..<4).map { lo + (hi - lo) * Double($0) / 3 }
        var positions: [Double] = []
        for mark in marks where mark.grid {
            for value in mark.values ?? quarters { positions.append(xPosition(.number(value), width: width)) }
        }
        return positions
    }

    func yPosition(_ v: Double, height: Double) -> Double {
        let span = yDomain.upperBound - yDomain.lowerBound
        return height * (1 - (v - yDomain.lowerBound) / span)
    }
    func bandWidth(_ width: Double) -> Double { categories.isEmpty ? width / Double(max(1, marks.count)) : width / Double(categories.count) }
    func xPosition(_ x: PlotValue, width: Double) -> Double {
        if case .category(let c) = x, let i = categories.firstIndex(of: c) { return (Double(i) + 0.5) * bandWidth(width) }
        guard let q = x.quantity else { return 0 }
        let span = xDomain.upperBound - xDomain.lowerBound
        return width * (q - xDomain.lowerBound) / span
    }

    /// Labels under the plot: every category (thinned to fit), or four values or dates.
    func xLabels(width: Double) -> [(text: String, x: Double)] {
        if !categories.isEmpty {
            let every = max(1, Int((Double(categories.count) * 44 / max(1, width)).rounded(.up)))
            return categories.enumerated().filter { $0.offset % every == 0 }.map { ($0.element, xPosition(.category($0.element), width: width)) }
        }
        guard marks.contains(where: { $0.x?.quantity != nil }) else { return [] }
        let lo = xDomain.lowerBound, hi = xDomain.upperBound
        return (0..<4).map { i in
            let q = lo + (hi - lo) * Double(i) / 3
            let text = xIsDate ? Date(timeIntervalSince1970: q).formatted(.dateTime.month(.abbreviated).day())
                               : PlotValue.number((q * 100).rounded() / 100).label
            // The outer labels stay inside the plot.
            return (text, min(max(width * Double(i) / 3, 12), width - 12))
        }
    }

    private func color(_ m: MarkDescription) -> AnyShapeStyle {
        if let style = m.style { return style }
        let i = m.series.flatMap { series.firstIndex(of: $0) } ?? 0
        return AnyShapeStyle(Self.palette[i % Self.palette.count])
    }

    /// The marks as shapes in a plot of `size`: areas, bars and rectangles, then lines, then
    /// points and rules, each kind in order.
    func layers(in size: CGSize) -> [AnyView] {
        let (w, h) = (Double(size.width), Double(size.height))
        let base = yPosition(min(max(0, yDomain.lowerBound), yDomain.upperBound), height: h)
        var views: [AnyView] = []
        // Lines and areas: one per kind and series, through their points in the order given.
        for kind in [MarkDescription.Kind.area, .line] {
            var keys: [String?] = []
            for m in marks where m.kind == kind && !keys.contains(m.series) { keys.append(m.series) }
            for key in keys {
                let group = marks.filter { $0.kind == kind && $0.series == key }
                guard let first = group.first else { continue }
                let points = group.compactMap { m -> CGPoint? in
                    guard let x = m.x, let y = (m.y ?? m.yEnd)?.quantity else { return nil }
                    return CGPoint(x: xPosition(x, width: w), y: yPosition(y, height: h))
                }
                guard !points.isEmpty else { continue }
                var path = Path()
                path.move(to: points[0])
                Self.trace(points, first.interpolation, into: &path)
                if kind == .line {
                    views.append(AnyView(path.stroke(color(first), style: StrokeStyle(lineWidth: first.lineWidth ?? 2, lineCap: .round, lineJoin: .round))
                        .opacity(first.opacity)))
                } else {
                    path.addLine(to: CGPoint(x: points[points.count - 1].x, y: base))
                    path.addLine(to: CGPoint(x: points[0].x, y: base))
                    path.closeSubpath()
                    views.append(AnyView(path.fill(color(first)).opacity(first.opacity)))
                }
            }
        }
        for m in marks {
            switch m.kind {
            case .bar:
                let band = bandWidth(w)
                if let xs = m.xStart?.quantity, let xe = m.xEnd?.quantity, case .category(let c)? = m.y, let row = yCategories.firstIndex(of: c) {
                    // A horizontal bar in its category's band across the plot.
                    let rowHeight = h / Double(yCategories.count), thickness = m.width ?? max(1, rowHeight * 0.6)
                    let x0 = xPosition(.number(xs), width: w), x1 = xPosition(.number(xe), width: w)
                    let cy = (Double(row) + 0.5) * rowHeight
                    views.append(bar(CGRect(x: min(x0, x1), y: cy - thickness / 2, width: abs(x1 - x0), height: thickness), m))
                } else if let xs = m.xStart?.quantity, let xe = m.xEnd?.quantity, let y = m.y {
                    let cy = categories.isEmpty ? yPosition(y.quantity ?? 0, height: h) : h / 2
                    let x0 = xPosition(.number(xs), width: w), x1 = xPosition(.number(xe), width: w)
                    views.append(bar(CGRect(x: min(x0, x1), y: cy - 8, width: abs(x1 - x0), height: 16), m))
                } else if let x = m.x {
                    let top = (m.y ?? m.yEnd)?.quantity.map { yPosition($0, height: h) } ?? base
                    let bottom = m.yStart?.quantity.map { yPosition($0, height: h) } ?? base
                    let width = m.width ?? max(1, band * 0.6)
                    let cx = xPosition(x, width: w)
                    views.append(bar(CGRect(x: cx - width / 2, y: min(top, bottom), width: width, height: abs(bottom - top)), m))
                }
            case .rectangle:
                guard let x = m.x, let y = m.y?.quantity else { continue }
                let side = m.width ?? 20
                views.append(bar(CGRect(x: xPosition(x, width: w) - side / 2, y: yPosition(y, height: h) - side / 2, width: side, height: side), m))
            case .point:
                guard let x = m.x, let y = m.y?.quantity else { continue }
                let d = (4 * (m.symbolSize ?? 30) / Double.pi).squareRoot()
                views.append(AnyView(Circle().fill(color(m)).frame(width: d, height: d)
                    .position(x: xPosition(x, width: w), y: yPosition(y, height: h)).opacity(m.opacity)))
            case .rule:
                var path = Path()
                if let y = m.y?.quantity {
                    path.move(to: CGPoint(x: 0, y: yPosition(y, height: h))); path.addLine(to: CGPoint(x: w, y: yPosition(y, height: h)))
                } else if let x = m.x {
                    path.move(to: CGPoint(x: xPosition(x, width: w), y: 0)); path.addLine(to: CGPoint(x: xPosition(x, width: w), y: h))
                }
                views.append(AnyView(path.stroke(color(m), lineWidth: m.lineWidth ?? 1).opacity(m.opacity)))
            case .line, .area, .sector:
                continue
            }
        }
        views += sectors(in: size)
        return views
    }

    /// An arc from angle `a` to `b` (either way round) in pieces of at most half a turn, so a
    /// whole turn is a whole circle.
    static func arc(_ path: inout Path, center: CGPoint, radius: Double, from a: Double, to b: Double) {
        let pieces = max(1, Int((abs(b - a) / Double.pi).rounded(.up)))
        for i in 0..<pieces {
            let s = a + (b - a) * Double(i) / Double(pieces), e = a + (b - a) * Double(i + 1) / Double(pieces)
            path.addArc(center: center, radius: radius, startAngle: .radians(s), endAngle: .radians(e), clockwise: e < s)
        }
    }

    /// Whether the chart is a pie or donut: sectors only.
    var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }

    /// The sectors as slices of a pie centred in `size`, clockwise from the top.
    private func sectors(in size: CGSize) -> [AnyView] {
        let slices = marks.filter { $0.kind == .sector }
        let total = slices.reduce(0) { $0 + max(0, $1.angle ?? 0) }
        guard total > 0 else { return [] }
        let radius = Double(min(size.width, size.height)) / 2
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        var views: [AnyView] = []
        for m in slices {
            let sweep = 2 * Double.pi * max(0, m.angle ?? 0) / total
            defer { start += sweep }
            let outer = m.outerRadius.resolved(in: radius) ?? radius, inner = min(outer, m.innerRadius.resolved(in: radius) ?? 0)
            // The gap is measured along the outer edge, half on each side.
            let gap = outer > 0 ? min(sweep / 2, m.angularInset / 2 / outer) : 0
            let a0 = start + gap, a1 = start + sweep - gap
            guard a1 > a0, outer > 0 else { continue }
            var path = Path()
            Self.arc(&path, center: center, radius: outer, from: a0, to: a1)
            if inner > 0 {
                let ig = min(sweep / 2, m.angularInset / 2 / inner)
                Self.arc(&path, center: center, radius: inner, from: start + sweep - ig, to: start + ig)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
            views.append(AnyView(path.fill(color(m)).opacity(m.opacity)))
        }
        return views
    }

    private func bar(_ r: CGRect, _ m: MarkDescription) -> AnyView {
        AnyView(Path(roundedRect: r, cornerRadius: min(m.cornerRadius, min(r.width, r.height) / 2)).fill(color(m)).opacity(m.opacity))
    }

    /// Adds the segments through `points` (after the first) as the interpolation draws them.
    static func trace(_ points: [CGPoint], _ method: InterpolationMethod, into path: inout Path) {
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart, .stepEnd, .stepCenter:
            for i in 1..<points.count {
                let (a, b) = (points[i - 1], points[i])
                switch method {
                case .stepStart: path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd: path.addLine(to: CGPoint(x: b.x, y: a.y))
                default: let mid = (a.x + b.x) / 2; path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y))
                }
                path.addLine(to: b)
            }
        case .catmullRom, .cardinal, .monotone:
            // Catmull–Rom through the points, as cubic Béziers (ends repeat their point).
            for i in 1..<points.count {
                let p0 = points[max(0, i - 2)], p1 = points[i - 1], p2 = points[i], p3 = points[min(points.count - 1, i + 1)]
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        }
    }
}
