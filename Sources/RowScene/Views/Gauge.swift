import Foundation

// Gauge (iOS 16): a value within bounds, drawn by the environment's gauge style — on iOS the
// linear capacity bar by default, and the accessory styles widgets and rows use.

/// A value in a range, with a label, the current value's label and the bounds' labels.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let current: CurrentValueLabel?
    let minimum: BoundsLabel?, maximum: BoundsLabel?
    @Environment(\.gaugeStyle) var style

    public var body: some View {
        style.make(GaugeStyleConfiguration(value: fraction, label: StyleContent(content: label),
                                           currentValueLabel: current.map { StyleContent(content: $0) },
                                           minimumValueLabel: minimum.map { StyleContent(content: $0) },
                                           maximumValueLabel: maximum.map { StyleContent(content: $0) }), key: \.gaugeStyle)
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        return span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, bounds); self.label = label(); current = nil; minimum = nil; maximum = nil
    }
}
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, bounds); self.label = label(); current = currentValueLabel(); minimum = nil; maximum = nil
    }
}
extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(value, bounds); self.label = label(); current = currentValueLabel()
        minimum = minimumValueLabel(); maximum = maximumValueLabel()
    }
}
extension Gauge where BoundsLabel == EmptyView {
    /// Marked values are accepted (the styles here draw no marks).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        fraction = Self.fraction(value, bounds); self.label = label(); current = currentValueLabel(); minimum = nil; maximum = nil
    }
}

/// What a gauge style draws from: the value as a fraction of the bounds, and the labels.
public struct GaugeStyleConfiguration {
    public typealias Label = StyleContent
    public typealias CurrentValueLabel = StyleContent
    public typealias MinimumValueLabel = StyleContent
    public typealias MaximumValueLabel = StyleContent
    /// 0…1 within the bounds.
    public let value: Double
    public let label: Label
    public let currentValueLabel: CurrentValueLabel?
    public let minimumValueLabel: MinimumValueLabel?
    public let maximumValueLabel: MaximumValueLabel?
}

@MainActor @preconcurrency public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's default: the label above a bar filled to the value, the bounds' labels at its ends,
/// the current value's label at the label row's trailing end.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle {
    nonisolated public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
            }
            HStack(spacing: 6) {
                if let min = configuration.minimumValueLabel { min.font(.caption).foregroundStyle(.secondary) }
                GaugeBar(fraction: configuration.value, height: 8, marker: false)
                if let max = configuration.maximumValueLabel { max.font(.caption).foregroundStyle(.secondary) }
            }
        }
    }
}
/// The widgets' thin bar: a marker at the value (`accessoryLinear`), or filled to it
/// (`accessoryLinearCapacity`), the bounds' labels at its ends.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    let capacity: Bool
    nonisolated public init() { capacity = false }
    init(capacity: Bool) { self.capacity = capacity }
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption)
            HStack(spacing: 4) {
                if let min = configuration.minimumValueLabel { min.font(.caption2) }
                GaugeBar(fraction: configuration.value, height: 6, marker: !capacity)
                if let max = configuration.maximumValueLabel { max.font(.caption2) }
            }
        }
    }
}
public typealias AccessoryLinearCapacityGaugeStyle = AccessoryLinearGaugeStyle

/// The widgets' ring: a 270° arc open at the bottom with a marker at the value and the bounds'
/// labels at its ends (`accessoryCircular`), or a full ring filled to the value
/// (`accessoryCircularCapacity`); the current value's label (else the label) inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    let capacity: Bool
    nonisolated public init() { capacity = false }
    init(capacity: Bool) { self.capacity = capacity }
    static let diameter: Double = 58, lineWidth: Double = 6
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(fraction: configuration.value, capacity: capacity)
            .overlay {
                Group {
                    if let current = configuration.currentValueLabel { current } else { configuration.label }
                }
                .font(.system(size: 14, weight: .medium))
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(Self.lineWidth + 3)
            }
            .overlay(alignment: .bottom) {
                if !capacity {
                    HStack {
                        if let min = configuration.minimumValueLabel { min }
                        Spacer(minLength: 0)
                        if let max = configuration.maximumValueLabel { max }
                    }
                    .font(.system(size: 9, weight: .medium))
                    .padding(.horizontal, 6)
                }
            }
            .frame(width: Self.diameter, height: Self.diameter)
    }
}
public typealias AccessoryCircularCapacityGaugeStyle = AccessoryCircularGaugeStyle
/// `.automatic`: iOS's linear capacity bar.
public typealias DefaultGaugeStyle = LinearCapacityGaugeStyle

struct GaugeBar: View {
    let fraction: Double, height: Double, marker: Bool
    @Environment(\.tint) var tint
    var body: some View {
        Capsule().fill(Color(UIColor.systemFill))
            .frame(height: height)
            .overlay(alignment: .leading) {
                GeometryReader { g in
                    if marker {
                        Circle().fill(tint ?? .accentColor)
                            .overlay(Circle().stroke(Color(UIColor.systemBackground), lineWidth: 1.5))
                            .frame(width: height + 2, height: height + 2)
                            .offset(x: (g.size.width - height - 2) * fraction, y: -1)
                    } else {
                        Capsule().fill(tint ?? .accentColor).frame(width: max(height, g.size.width * fraction), height: height)
                    }
                }
            }
    }
}

struct GaugeRing: View {
    let fraction: Double, capacity: Bool
    @Environment(\.tint) var tint
    var body: some View {
        let w = AccessoryCircularGaugeStyle.lineWidth
        // A trim starts at 3 o'clock and runs clockwise: the capacity ring is turned to start at
        // 12; the open arc spans 270° from 135° (bottom left) to 45° (bottom right).
        return ZStack {
            if capacity {
                Circle().stroke(Color(UIColor.systemFill), lineWidth: w)
                Circle().trim(from: 0, to: fraction)
                    .stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: w, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            } else {
                Circle().trim(from: 0, to: 0.75)
                    .stroke(Color(UIColor.systemFill), style: StrokeStyle(lineWidth: w, lineCap: .round))
                    .rotationEffect(.degrees(135))
                GeometryReader { g in
                    let r = min(g.size.width, g.size.height) / 2, angle = Angle.degrees(135 + 270 * fraction)
                    Circle().fill(tint ?? .accentColor)
                        .overlay(Circle().stroke(Color(UIColor.systemBackground), lineWidth: 1.5))
                        .frame(width: w + 2, height: w + 2)
                        .position(x: g.size.width / 2 + r * cos(angle.radians), y: g.size.height / 2 + r * sin(angle.radians))
                }
            }
        }
        .padding(w / 2)
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle(capacity: false) }
    public static var accessoryLinearCapacity: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle(capacity: true) }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle(capacity: false) }
    public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle(capacity: true) }
}

/// A gauge style, type-erased for the environment.
public typealias AnyGaugeStyle = AnyStyle<GaugeStyleConfiguration>
extension AnyStyle where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(_ style: S, over outer: Self? = nil) {
        let style = UncheckedSendable(style)
        self.init(body: { style.value.makeBody(configuration: $0) }, over: outer)
    }
}

extension View {
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        EnvironmentModifier(content: self) { $0.gaugeStyle = AnyGaugeStyle(style, over: $0.gaugeStyle) }
    }
}
