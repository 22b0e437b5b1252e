import Foundation
import RowRaster

// Colors and gradients as animatable values. Colors interpolate on their linear-light
// components with straight alpha (SwiftUI's `Color.Resolved.animatableData`); gradients on
// their end points, stop locations and stop colors.

extension Color {
    /// The same color in both appearances.
    init(resolved rgba: RGBA) { self.init(red: 0, green: 0, blue: 0); light = rgba; dark = rgba }
}

extension RGBA {
    private static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    private static func encoded(_ c: Double) -> Double {
        let v = min(1, max(0, c))
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    /// Linear-light red, green, blue and alpha.
    var animatableComponents: [Double] { [RGBA.linear(red), RGBA.linear(green), RGBA.linear(blue), alpha] }
    init(animatableComponents c: ArraySlice<Double>) {
        let i = c.startIndex
        self.init(red: RGBA.encoded(c[i]), green: RGBA.encoded(c[i + 1]), blue: RGBA.encoded(c[i + 2]), alpha: min(1, max(0, c[i + 3])))
    }
}

extension ResolveContext {
    /// A fill at the graph's time: a color's channels, or a gradient's points, stop locations
    /// and colors, interpolated when they change under an animation. Other styles as they are.
    func animate(_ style: AnyShapeStyle, as name: StaticString) -> AnyShapeStyle {
        guard isAnimating else { return style }
        let scheme = environment.colorScheme
        switch style.style {
        case let color as Color:
            let model = color.resolve(scheme).animatableComponents
            let c = animate(AnimatableVector(model), as: name).values
            guard c.count >= 4, c != model else { return style }
            return AnyShapeStyle(Color(resolved: RGBA(animatableComponents: c[0..<4])))
        case let gradient as LinearGradient:
            var values = [gradient.startPoint.x, gradient.startPoint.y, gradient.endPoint.x, gradient.endPoint.y]
            for stop in gradient.stops { values += [stop.location] + stop.color.resolve(scheme).animatableComponents }
            let v = animate(AnimatableVector(values), as: name).values
            guard v.count == values.count, v != values else { return style }
            let stops = gradient.stops.indices.map { i -> LinearGradient.Stop in
                let base = 4 + i * 5
                return LinearGradient.Stop(color: Color(resolved: RGBA(animatableComponents: v[(base + 1)..<(base + 5)])), location: v[base])
            }
            return AnyShapeStyle(LinearGradient(stops: stops, startPoint: UnitPoint(x: v[0], y: v[1]), endPoint: UnitPoint(x: v[2], y: v[3])))
        default:
            return style
        }
    }
}
