import Foundation
import SwiftUI

// Stubs for what Ring and ProgressRing use from the rest of the UICircularProgressRing module
// (luispadron/UICircularProgressRing at 5b00b9b, Sources/Element, Sources/Modifiers,
// Sources/Views/ProgressRing), restated with the module's values and geometry.

public enum RingAxis: Equatable, CaseIterable {
    case top, bottom, leading, trailing

    /// Where drawing starts on the unit circle.
    var angle: Angle {
        switch self {
        case .top: return .degrees(270)
        case .bottom: return .degrees(90)
        case .leading: return .degrees(180)
        case .trailing: return .zero
        }
    }

    /// The axis a counter-clockwise ring is flipped around.
    var as3D: (x: CGFloat, y: CGFloat, z: CGFloat) {
        switch self {
        case .top, .bottom: return (x: 0, y: 1, z: 0)
        case .leading, .trailing: return (x: 1, y: 0, z: 0)
        }
    }
}

public enum RingColor {
    case color(Color)
    case gradient(AngularGradient)
}

public enum RingProgress: Equatable {
    case percent(Double)
    case indeterminate

    public var isIndeterminate: Bool {
        if case .indeterminate = self { return true }
        return false
    }

    public var asDouble: Double? {
        if case let .percent(value) = self { return value }
        return nil
    }
}

/// A circle inset by half the stroke, trimmed to `percent` and turned to start at the axis.
struct RingShape: Shape {
    var percent: Double
    let axis: RingAxis
    let insetAmount: CGFloat

    func path(in rect: CGRect) -> Path {
        Circle()
            .inset(by: insetAmount)
            .trim(to: CGFloat(min(percent, 1.0)))
            .rotation(axis.angle)
            .path(in: rect)
    }

    var animatableData: Double {
        get { percent }
        set { percent = newValue }
    }
}

public struct RingStyle {
    public let color: RingColor
    public let strokeStyle: StrokeStyle
    public let padding: Double

    public static let disabled = RingStyle(color: .color(.clear), strokeStyle: .init(lineWidth: 0))

    public init(color: RingColor, strokeStyle: StrokeStyle, padding: Double = 0.0) {
        self.color = color
        self.strokeStyle = strokeStyle
        self.padding = padding
    }
}

/// The ring's label laid over it, given the (animatable) percent.
struct AnimatablePercentTextModifier<Label: View>: AnimatableModifier {
    var percent: Double
    var animatableData: Double {
        get { percent }
        set { percent = newValue }
    }
    let label: (Double) -> Label

    func body(content: Content) -> some View {
        content.overlay(label(percent))
    }
}

/// The default label: the percent through a `.percent` NumberFormatter, in the title font.
public struct PercentFormattedText: View {
    let percent: Double

    public var body: some View {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        return Text(formatter.string(from: NSNumber(value: percent)) ?? "NaN")
            .font(.system(.title))
            .animation(nil)
    }
}

/// The default indeterminate view: a blue 20 pt ring spinning forever.
public struct IndeterminateRing: View {
    @State public private(set) var isAnimating: Bool = false
    let percent: Double
    let animation: Animation

    public init(percent: Double = 0.0, animation: Animation = Animation.easeInOut.repeatForever(autoreverses: false)) {
        self.percent = percent
        self.animation = animation
    }

    public var body: some View {
        ZStack {
            Ring(percent: percent, axis: .top, clockwise: true, color: .color(.blue), strokeStyle: .init(lineWidth: 20))
                .rotationEffect(.degrees(isAnimating ? 360 : 0))
                .animation(animation)
        }
        .onAppear {
            withAnimation { self.isAnimating = true }
        }
    }
}
