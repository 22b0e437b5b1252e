// `Chart`: marks on shared scales, with Swift Charts' default axes (value labels trailing with
// horizontal grid lines, category or value labels along the bottom) and a legend for series.
@_spi(Frameworks) import RowScene

/// A chart of the marks its content lists. It takes the space it is offered.
public struct Chart<Content: View>: View {
    let content: Content
    @Environment(\.chartAxes) private var axes

    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init<Data: RandomAccessCollection, C: View>(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach, Data.Element: Identifiable {
        self.content = ForEach(data) { content($0) }
    }
    public init<Data: RandomAccessCollection, ID: Hashable, C: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                    @ViewBuilder content: @escaping (Data.Element) -> C) where Content == ForEach {
        self.content = ForEach(data, id: id) { content($0) }
    }

    public var body: some View {
        let marks = builderElements(of: content).compactMap { ($0 as? any ChartMark)?.mark }
        let plot = ChartPlot(marks: marks, axes: axes)
        return VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 4) {
                plotArea(plot)
                if let ticks = plot.yLabelTicks, !ticks.isEmpty {
                    // The labels' column is as wide as the widest; each sits on its grid line.
                    ZStack(alignment: .leading) {
                        VStack(alignment: .leading, spacing: 0) { ForEach(ticks.indices, id: \.self) { Text(ticks[$0].label).font(.caption2) } }.hidden()
                        GeometryReader { proxy in
                            ForEach(ticks.indices, id: \.self) { i in
                                Text(ticks[i].label).font(.caption2).foregroundStyle(.secondary).fixedSize()
                                    .position(x: proxy.size.width / 2,
                                              y: Self.inside(plot.yPosition(ticks[i].value, height: proxy.size.height - plot.xAxisHeight),
                                                             proxy.size.height - plot.xAxisHeight))
                            }
                        }
                    }.fixedSize(horizontal: true, vertical: false)
                }
            }
            if axes.legend != .hidden, plot.series.count > 1 {
                HStack(spacing: 12) {
                    ForEach(plot.series.indices, id: \.self) { i in
                        HStack(spacing: 4) {
                            Circle().fill(ChartPlot.palette[i % ChartPlot.palette.count]).frame(width: 8, height: 8)
                            Text(plot.series[i]).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
    }

    /// A label's center on its grid line, moved in so the top and bottom labels stay whole.
    static func inside(_ y: Double, _ height: Double) -> Double { min(max(y, 7), max(7, height - 7)) }

    private func plotArea(_ plot: ChartPlot) -> some View {
        GeometryReader { proxy in
            let size = CGSize(width: proxy.size.width, height: proxy.size.height - plot.xAxisHeight)
            let layers = plot.layers(in: size), labels = axes.xLabels ? plot.xLabels(width: size.width) : []
            let xGrid = plot.xGridPositions(width: size.width), yGrid = plot.yGridValues
            ZStack(alignment: .topLeading) {
                if !yGrid.isEmpty {
                    Path { p in
                        for v in yGrid { let y = plot.yPosition(v, height: size.height); p.move(to: CGPoint(x: 0, y: y)); p.addLine(to: CGPoint(x: size.width, y: y)) }
                    }.stroke(Color.secondary.opacity(0.5), lineWidth: 0.5)
                }
                // The bottom axis's grid lines are dashed, as Swift Charts draws them.
                if !xGrid.isEmpty {
                    Path { p in
                        for x in xGrid { p.move(to: CGPoint(x: x, y: 0)); p.addLine(to: CGPoint(x: x, y: size.height)) }
                    }.stroke(Color.secondary.opacity(0.5), style: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                }
                ForEach(layers.indices, id: \.self) { i in layers[i] }
                ForEach(labels.indices, id: \.self) { i in
                    Text(labels[i].text).font(.caption2).foregroundStyle(.secondary).fixedSize()
                        .position(x: labels[i].x, y: size.height + plot.xAxisHeight / 2 + 1)
                }
            }
        }
    }
}

// MARK: - Axes, scales and legend modifiers

/// Which parts of a chart show (set by `chartXAxis`, `chartYAxis`, `chartLegend` and the scales).
public struct ChartAxes: Sendable {
    var x: Visibility = .automatic
    var y: Visibility = .automatic
    var legend: Visibility = .automatic
    var yDomain: ClosedRange<Double>?
    var xDomain: ClosedRange<Double>?
    var yIncludesZero = true
    /// The axes' own marks (`chartXAxis { AxisMarks(…) }`); nil: the default axis.
    var xMarks: [AxisMarkSpec]?
    var yMarks: [AxisMarkSpec]?
    /// Whether an axis draws value labels.
    var xLabels: Bool { x != .hidden && (xMarks.map { $0.contains { $0.label } } ?? true) }
    var yLabels: Bool { y != .hidden && (yMarks.map { $0.contains { $0.label } } ?? true) }
}

private struct ChartAxesKey: EnvironmentKey { static let defaultValue = ChartAxes() }
extension EnvironmentValues {
    var chartAxes: ChartAxes {
        get { self[ChartAxesKey.self] }
        set { self[ChartAxesKey.self] = newValue }
    }
}

/// A scale's domain: values, or automatic with or without zero.
public struct ScaleDomainValue {
    let range: ClosedRange<Double>?
    let includesZero: Bool?
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> ScaleDomainValue {
        ScaleDomainValue(range: nil, includesZero: includesZero)
    }
}

/// An axis's marks (`AxisMarks`): at which values, and which of a grid line, a tick and a
/// value label each draws (its content, built once for the first value; none given: all three).
public struct AxisMarks: View {
    let spec: AxisMarkSpec
    public init(preset: AxisMarkPreset = .automatic, position: AnnotationPosition = .automatic, values: AxisMarkValues = .automatic) {
        spec = AxisMarkSpec(values: nil)
    }
    public init<C: View>(preset: AxisMarkPreset = .automatic, position: AnnotationPosition = .automatic, values: AxisMarkValues = .automatic,
                         @ViewBuilder content: (AxisValue) -> C) {
        spec = AxisMarkSpec(values: nil, content: content(AxisValue()))
    }
    public init<V>(preset: AxisMarkPreset = .automatic, position: AnnotationPosition = .automatic, values: [V]) {
        spec = AxisMarkSpec(values: values.compactMap(AxisMarkSpec.quantity))
    }
    public init<V, C: View>(preset: AxisMarkPreset = .automatic, position: AnnotationPosition = .automatic, values: [V],
                            @ViewBuilder content: (AxisValue) -> C) {
        let quantities = values.compactMap(AxisMarkSpec.quantity)
        spec = AxisMarkSpec(values: quantities, content: content(AxisValue(index: 0, count: values.count, value: values.first)))
    }
    public var body: some View { EmptyView() }
}

/// What one `AxisMarks` draws: its values (nil: the axis's own ticks) and its parts.
struct AxisMarkSpec: Sendable {
    var values: [Double]?
    var grid = true, tick = true, label = true
    init(values: [Double]?) { self.values = values }
    /// The parts the content lists; a part it wraps in modifiers counts as a label.
    init(values: [Double]?, content: some View) {
        self.values = values
        let parts = builderElements(of: content)
        grid = parts.contains { $0 is AxisGridLine }
        tick = parts.contains { $0 is AxisTick }
        label = parts.contains { !($0 is AxisGridLine) && !($0 is AxisTick) && !($0 is EmptyView) }
    }
    /// A value's place on a quantitative axis (numbers and dates); nil for a category.
    static func quantity(_ value: Any) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as CGFloat: return Double(v)
        case let v as Int: return Double(v)
        case let v as Date: return v.timeIntervalSince1970
        default: return nil
        }
    }
    /// The marks a `chartXAxis { … }` or `chartYAxis { … }` content lists.
    static func list(_ content: some View) -> [AxisMarkSpec] {
        builderElements(of: content).compactMap { ($0 as? AxisMarks)?.spec }
    }
}
/// How axis marks are laid out (accepted).
public enum AxisMarkPreset: Sendable { case automatic, extended, aligned, inset }
/// Which values an axis marks (accepted: the default axes choose their own).
public struct AxisMarkValues: Sendable {
    public static var automatic: AxisMarkValues { AxisMarkValues() }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
}
/// The value an axis mark stands for: its position among the marks and the plotted value.
public struct AxisValue {
    public var index: Int
    public var count: Int
    let value: Any?
    public init(index: Int = 0, count: Int = 0, value: Any? = nil) { self.index = index; self.count = count; self.value = value }
    /// The plotted value as `type` (nil when it is not one).
    public func `as`<T>(_ type: T.Type) -> T? { value as? T }
}
/// An axis mark's grid line, tick and label (accepted in `AxisMarks`' content: the default axes are drawn).
public struct AxisGridLine: View {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public var body: some View { EmptyView() }
}
public struct AxisTick: View {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
    public var body: some View { EmptyView() }
}
public struct AxisValueLabel: View {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                         @ViewBuilder content: () -> C) {}
    public init(_ text: String) {}
    public var body: some View { EmptyView() }
}
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution(), disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .automatic }
    public static func truncate(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution { .automatic }
}
public enum AxisValueLabelOrientation: Sendable { case automatic, horizontal, vertical, verticalReversed }

extension View {
    nonisolated public func chartXAxis(_ visibility: Visibility) -> some View { transformEnvironment(\.chartAxes) { $0.x = visibility } }
    nonisolated public func chartYAxis(_ visibility: Visibility) -> some View { transformEnvironment(\.chartAxes) { $0.y = visibility } }
    /// The axis's own marks: grid lines, ticks and labels where its `AxisMarks` say, and no
    /// others (content without marks leaves the axis empty).
    nonisolated public func chartXAxis<C: View>(@ViewBuilder content: () -> C) -> some View {
        let marks = AxisMarkSpec.list(content())
        return transformEnvironment(\.chartAxes) { $0.xMarks = marks }
    }
    nonisolated public func chartYAxis<C: View>(@ViewBuilder content: () -> C) -> some View {
        let marks = AxisMarkSpec.list(content())
        return transformEnvironment(\.chartAxes) { $0.yMarks = marks }
    }
    nonisolated public func chartLegend(_ visibility: Visibility) -> some View { transformEnvironment(\.chartAxes) { $0.legend = visibility } }
    nonisolated public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    nonisolated public func chartYScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>) -> some View {
        transformEnvironment(\.chartAxes) { $0.yDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    nonisolated public func chartYScale(domain: ClosedRange<Int>) -> some View {
        transformEnvironment(\.chartAxes) { $0.yDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    nonisolated public func chartYScale(domain: ScaleDomainValue) -> some View {
        transformEnvironment(\.chartAxes) { axes in
            if let r = domain.range { axes.yDomain = r }
            if let z = domain.includesZero { axes.yIncludesZero = z }
        }
    }
    nonisolated public func chartXScale<N: BinaryFloatingPoint>(domain: ClosedRange<N>) -> some View {
        transformEnvironment(\.chartAxes) { $0.xDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    nonisolated public func chartXScale(domain: ClosedRange<Int>) -> some View {
        transformEnvironment(\.chartAxes) { $0.xDomain = Double(domain.lowerBound)...Double(domain.upperBound) }
    }
    /// Colours of the series by their values (accepted: series take the default palette).
    nonisolated public func chartForegroundStyleScale<D: Hashable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View { self }
    nonisolated public func chartForegroundStyleScale<D: Hashable, S: ShapeStyle>(domain: [D], range: [S]) -> some View { self }
    nonisolated public func chartForegroundStyleScale<D: Hashable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View { self }
    nonisolated public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil) -> some View { self }
    nonisolated public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil) -> some View { self }
    /// The plot area's own style (accepted).
    nonisolated public func chartPlotStyle<C: View>(_ content: @escaping (ChartPlotContent) -> C) -> some View { self }
}

/// The plot area as `chartPlotStyle` sees it (accepted).
public struct ChartPlotContent: View { public var body: some View { EmptyView() } }

// MARK: - Overlays, selection and scrolling

/// What a chart overlay's or background's content is told of the chart (`ChartProxy`). The
/// plot's frame is the overlaid view's bounds; values and positions along the axes are not
/// answered (nil), since the overlay does not see the chart's scales.
public struct ChartProxy {
    public var plotAreaFrame: Anchor<CGRect> { plotFrame! }
    public var plotFrame: Anchor<CGRect>?
    public var plotSize: CGSize
    public var plotContainerFrame: Anchor<CGRect>? { plotFrame }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
    public func angle<P: Plottable>(for value: P) -> Angle? { nil }
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? { nil }
}

/// Draws a chart overlay's or background's content with the proxy of its frame.
private struct ChartProxyReader<C: View>: View {
    let content: (ChartProxy) -> C
    var body: some View {
        GeometryReader { geometry in
            content(ChartProxy(plotFrame: Anchor(globalRect: geometry.frame(in: .global)), plotSize: geometry.size))
        }
    }
}

extension View {
    /// Content over the chart, given the chart's proxy (a drag area, a selection marker).
    nonisolated public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        overlay(alignment: alignment) { ChartProxyReader(content: content) }
    }
    /// Content behind the chart, given the chart's proxy.
    nonisolated public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        background(alignment: alignment) { ChartProxyReader(content: content) }
    }
    // Selection follows a touch on the plot; a frame has none, so the bindings keep their values.
    nonisolated public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    nonisolated public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    nonisolated public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    nonisolated public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    nonisolated public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    nonisolated public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View { self }
    // Scrolling charts: the plot shows its whole domain (a frame does not scroll).
    nonisolated public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    nonisolated public func chartXVisibleDomain<P>(length: P) -> some View { self }
    nonisolated public func chartYVisibleDomain<P>(length: P) -> some View { self }
    nonisolated public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    nonisolated public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { self }
    nonisolated public func chartScrollPosition(initialX: some Plottable) -> some View { self }
    nonisolated public func chartScrollPosition(initialY: some Plottable) -> some View { self }
    nonisolated public func chartScrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
    nonisolated public func chartSymbolScale<D: Hashable>(_ mapping: KeyValuePairs<D, BasicChartSymbolShape>) -> some View { self }
    nonisolated public func chartLineStyleScale<D: Hashable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View { self }
}
