import RowRaster

/// A two-dimensional gradient (iOS 18's `MeshGradient`): a `width × height` grid of points in
/// the unit square of the filled rectangle, each with a color, blended over a smooth surface
/// (RowRaster's `MeshGradient`). As a view it fills the space it is offered.
public nonisolated struct MeshGradient: ShapeStyle, View, Equatable, Sendable {
    /// A vertex given with the control points of its curves. RowFrame's surface passes through
    /// the positions with its own smooth tangents: the control points are kept, not drawn.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position; self.leadingControlPoint = leadingControlPoint; self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint; self.bottomControlPoint = bottomControlPoint
        }
    }
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
        var positions: [SIMD2<Float>] {
            switch self {
            case .points(let points): return points
            case .bezierPoints(let points): return points.map(\.position)
            }
        }
    }
    /// The vertex colors (SwiftUI also takes resolved colors, which RowFrame does not have).
    public enum Colors: Equatable, Sendable { case colors([Color]) }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The mesh over `rect` (pixels); a malformed mesh (counts that do not match its size)
    /// paints its background, as nothing of the mesh can be placed.
    public func paint(in rect: Rect, _ environment: EnvironmentValues) -> Paint {
        let mesh = self.mesh(in: rect, environment.colorScheme)
        return mesh.problem == nil ? .meshGradient(mesh) : .solid(mesh.background)
    }

    func mesh(in rect: Rect, _ scheme: ColorScheme) -> RowRaster.MeshGradient {
        let list: [Color]
        switch colors { case .colors(let given): list = given }
        let points = locations.positions.map { Point(rect.x + Double($0.x) * rect.width, rect.y + Double($0.y) * rect.height) }
        return RowRaster.MeshGradient(width: width, height: height, points: points, colors: list.map { $0.resolve(scheme) },
                                      background: background.resolve(scheme), smooth: smoothsColors,
                                      space: colorSpace == .perceptual ? .oklab : .device)
    }
}

extension MeshGradient: PrimitiveView {
    @MainActor func makeNode(_ c: ResolveContext) throws -> LayoutNode {
        let node = ShapeStyleNode.make(self, c)
        guard let problem = mesh(in: Rect(x: 0, y: 0, width: 1, height: 1), .light).problem else { return node }
        return WarningNode(child: node, warning: "MeshGradient: \(problem); its background is drawn")
    }
}
