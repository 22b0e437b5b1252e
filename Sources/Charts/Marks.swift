import Foundation
// Swift Charts' marks, values and mark modifiers. Marks are views that draw nothing on their
// own: a `Chart` collects them (through lists, groups, `ForEach` and conditionals) and draws
// them on shared scales.
@_spi(Frameworks) import RowScene

/// A value a chart can place: a number, a category (a string) or a date.
public protocol Plottable {
    /// The value on a scale.
    var plotted: PlotValue { get }
}

/// A plottable value as a scale sees it.
public enum PlotValue: Sendable, Hashable {
    case number(Double)
    case category(String)
    case date(Date)
    /// The position on a quantitative scale (a date's seconds since 1970); nil for a category.
    var quantity: Double? {
        switch self {
        case .number(let v): return v
        case .date(let d): return d.timeIntervalSince1970
        case .category: return nil
        }
    }
}

extension Double: Plottable { public var plotted: PlotValue { .number(self) } }
extension Float: Plottable { public var plotted: PlotValue { .number(Double(self)) } }
extension Int: Plottable { public var plotted: PlotValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var plotted: PlotValue { .number(Double(self)) } }
extension String: Plottable { public var plotted: PlotValue { .category(self) } }
extension Date: Plottable { public var plotted: PlotValue { .date(self) } }

/// A labelled value of a mark's channel: `.value("Month", month)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    public static func value(_ label: String, _ value: Value) -> PlottableValue { PlottableValue(label: label, value: value) }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue { PlottableValue(label: "\(label)", value: value) }
}
extension PlottableValue where Value == Date {
    /// A date binned to a calendar unit (`.value("Day", date, unit: .day)`): the start of its
    /// day, week, month… in the Gregorian calendar (UTC, as a chart's scale has no time zone
    /// of its own here).
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue {
        var gregorian = calendar ?? Calendar(identifier: .gregorian)
        if calendar == nil { gregorian.timeZone = TimeZone(identifier: "UTC")! }
        let start = gregorian.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: label, value: start)
    }
}

/// Something a chart draws (its marks, and what lists them).
public protocol ChartContent: View {}

extension ChartContent {
    /// Outside a chart, chart content draws nothing.
    nonisolated public var body: some View { EmptyView() }
}

/// How a line or area passes through its points.
public enum InterpolationMethod: Sendable, Hashable {
    case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
}

/// What one mark says: its kind, its channels and its style.
public struct MarkDescription {
    enum Kind { case line, bar, area, point, rule, rectangle, sector }
    let kind: Kind
    var x: PlotValue?, y: PlotValue?
    var xStart: PlotValue?, xEnd: PlotValue?, yStart: PlotValue?, yEnd: PlotValue?
    var series: String?
    var style: AnyShapeStyle?
    var interpolation: InterpolationMethod = .linear
    var lineWidth: Double?
    var cornerRadius: Double = 0
    var symbolSize: Double?
    var opacity: Double = 1
    var width: Double?
    /// A sector's share of the whole, and its radii (a ratio of the pie's radius, or an inset
    /// from it in points) and the gap between sectors in points.
    var angle: Double?
    var innerRadius = MarkDimension.ratio(0), outerRadius = MarkDimension.ratio(1)
    var angularInset: Double = 0

    /// A mark at one point.
    static func at<X: Plottable, Y: Plottable>(_ kind: Kind, _ x: PlottableValue<X>, _ y: PlottableValue<Y>, width: Double? = nil) -> MarkDescription {
        MarkDescription(kind: kind, x: x.value.plotted, y: y.value.plotted, width: width)
    }
    /// A mark from `yStart` to `yEnd` at `x`.
    static func spanning<X: Plottable, Y: Plottable>(_ kind: Kind, _ x: PlottableValue<X>, _ yStart: PlottableValue<Y>, _ yEnd: PlottableValue<Y>,
                                                     width: Double? = nil) -> MarkDescription {
        MarkDescription(kind: kind, x: x.value.plotted, yStart: yStart.value.plotted, yEnd: yEnd.value.plotted, width: width)
    }
}

/// A mark: its description, and the modifiers marks take (each returns the mark).
public protocol ChartMark: ChartContent {
    var mark: MarkDescription { get set }
}

extension ChartMark {
    private func with(_ change: (inout MarkDescription) -> Void) -> Self { var copy = self; change(&copy.mark); return copy }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { with { $0.style = AnyShapeStyle(style) } }
    /// Colors marks by series: each distinct value gets the next color of the chart's palette.
    nonisolated public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> Self { with { $0.series = value.value.plotted.label } }
    nonisolated public func interpolationMethod(_ method: InterpolationMethod) -> Self { with { $0.interpolation = method } }
    nonisolated public func lineStyle(_ style: StrokeStyle) -> Self { with { $0.lineWidth = Double(style.lineWidth) } }
    nonisolated public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { with { $0.cornerRadius = Double(radius) } }
    nonisolated public func symbolSize(_ size: CGFloat) -> Self { with { $0.symbolSize = Double(size) } }
    nonisolated public func opacity(_ opacity: Double) -> Self { with { $0.opacity = opacity } }
    /// Series grouping of bars (accepted: bars of a category overlap rather than dodge).
    nonisolated public func position<V: Plottable>(by value: PlottableValue<V>, axis: Axis? = nil, span: Double = 1) -> Self { self }
    /// Annotations (accepted and not drawn).
    nonisolated public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                                spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Self { self }
    nonisolated public func symbol<S: ShapeStyle>(_ style: S) -> Self { self }
    nonisolated public func symbol(_ shape: BasicChartSymbolShape) -> Self { self }
}

/// Where an annotation goes (accepted).
public enum AnnotationPosition: Sendable { case automatic, top, bottom, leading, trailing, overlay }
/// A point mark's symbol shape (accepted; points are drawn as circles).
public struct BasicChartSymbolShape: Sendable {
    public static let circle = BasicChartSymbolShape(), square = BasicChartSymbolShape(), triangle = BasicChartSymbolShape()
    public static let diamond = BasicChartSymbolShape(), cross = BasicChartSymbolShape(), plus = BasicChartSymbolShape()
}

extension PlotValue {
    var label: String {
        switch self {
        case .number(let v): return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .category(let s): return s
        case .date(let d): return d.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

/// A line through its points, in the order given (one line per series).
public struct LineMark: ChartMark {
    public var mark: MarkDescription
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = .at(.line, x, y)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = MarkDescription(kind: .line, x: x.value.plotted, y: y.value.plotted, series: series.value.plotted.label)
    }
}

/// A bar from zero (or `yStart`) to its value, in its category's band.
public struct BarMark: ChartMark {
    public var mark: MarkDescription
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = .at(.bar, x, y, width: width.points)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = .spanning(.bar, x, yStart, yEnd, width: width.points)
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = MarkDescription(kind: .bar, y: y.value.plotted, xStart: xStart.value.plotted, xEnd: xEnd.value.plotted)
    }
}

/// The area between zero and a line through its points.
public struct AreaMark: ChartMark {
    public var mark: MarkDescription
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = .at(.area, x, y)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = .spanning(.area, x, yStart, yEnd)
    }
}

/// A dot at its point.
public struct PointMark: ChartMark {
    public var mark: MarkDescription
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = .at(.point, x, y)
    }
}

/// A line across the plot at a value (`RuleMark(y:)` horizontal, `RuleMark(x:)` vertical).
public struct RuleMark: ChartMark {
    public var mark: MarkDescription
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark = MarkDescription(kind: .rule, y: y.value.plotted) }
    public init<X: Plottable>(x: PlottableValue<X>) { mark = MarkDescription(kind: .rule, x: x.value.plotted) }
}

/// A rectangle between two values on each axis.
public struct RectangleMark: ChartMark {
    public var mark: MarkDescription
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = .at(.rectangle, x, y, width: width.points)
    }
}

/// A mark's size: automatic (from its band), fixed points, a ratio of the available size, or
/// an inset from it in points.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    let points: Double?
    var ratio: Double? = nil
    var inset: Double? = nil
    public static let automatic = MarkDimension(points: nil)
    public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(points: Double(points)) }
    /// A bar's width as a ratio of its band is drawn at the automatic width.
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(points: nil, ratio: Double(ratio)) }
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(points: nil, inset: Double(inset)) }
    init(points: Double?, ratio: Double? = nil, inset: Double? = nil) { self.points = points; self.ratio = ratio; self.inset = inset }
    public init(integerLiteral value: Int) { points = Double(value) }
    public init(floatLiteral value: Double) { points = value }
    /// The size in points out of `available` (nil: automatic).
    func resolved(in available: Double) -> Double? {
        if let points { return points }
        if let ratio { return available * ratio }
        if let inset { return max(0, available - inset) }
        return nil
    }
}

/// A slice of a pie or donut chart: its angle is its value's share of all sectors' values.
/// Sectors run clockwise from the top, in order; inner and outer radii are ratios of the pie's
/// radius or insets from it; `angularInset` leaves a gap (points) on each side.
public struct SectorMark: ChartMark {
    public var mark: MarkDescription
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        mark = MarkDescription(kind: .sector)
        mark.angle = angle.value.plotted.quantity
        if innerRadius.points != nil || innerRadius.ratio != nil || innerRadius.inset != nil { mark.innerRadius = innerRadius }
        if outerRadius.points != nil || outerRadius.ratio != nil || outerRadius.inset != nil { mark.outerRadius = outerRadius }
        mark.angularInset = Double(angularInset ?? 0)
    }
}

/// What a chart's builder holds (marks are views, so a view builder lists them).
public typealias ChartContentBuilder = ViewBuilder
