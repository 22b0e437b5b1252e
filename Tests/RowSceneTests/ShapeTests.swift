import Testing
import RowTestSupport
import Foundation
import RowRaster
import RowSnapshot
@testable import RowScene

/// A shape of the app's own: SwiftUI's protocol, one method.
struct Triangle: Shape {
    func path(in rect: CGRect) -> RowScene.Path {
        var p = RowScene.Path()
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// A wave drawn with curves and an arc: an open path.
struct Wave: Shape {
    func path(in rect: CGRect) -> RowScene.Path {
        RowScene.Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addCurve(to: CGPoint(x: rect.midX, y: rect.midY), control1: CGPoint(x: rect.minX + rect.width / 6, y: rect.minY),
                       control2: CGPoint(x: rect.minX + rect.width / 3, y: rect.maxY))
            p.addArc(center: CGPoint(x: rect.midX + rect.width / 4, y: rect.midY), radius: rect.width / 4,
                     startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        }
    }
}

/// User shapes fill, stroke with dashes and caps, trim and rotate like the built-in ones.
struct ShapeSampler: View {
    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 14) {
                Triangle().fill(Color.orange).frame(width: 44, height: 40)
                Triangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineJoin: .round)).frame(width: 44, height: 40)
                Triangle().stroke(Color.green, style: StrokeStyle(lineWidth: 2, dash: [6, 3])).frame(width: 44, height: 40)
                Triangle().rotation(.degrees(90)).fill(Color.purple).frame(width: 44, height: 40)
                // A progress ring: trimmed, turned to start at the top, stroked with round caps.
                Circle().trim(from: 0, to: 0.7).rotation(.degrees(-90))
                    .stroke(Color.pink, style: StrokeStyle(lineWidth: 5, lineCap: .round)).frame(width: 40, height: 40)
            }
            HStack(spacing: 14) {
                Wave().stroke(Color.teal, style: StrokeStyle(lineWidth: 3, lineCap: .round)).frame(width: 90, height: 40)
                RoundedRectangle(cornerRadius: 10).strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2, dash: [5, 4])).frame(width: 70, height: 40)
                UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 18).fill(Color.indigo).frame(width: 60, height: 40)
                Capsule().stroke(Color.gray, lineWidth: 1).frame(width: 60, height: 24)
            }
        }
        .padding(12)
    }
}

@MainActor @Suite struct ShapeTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func userShapesDrawLikeBuiltInOnes(_ scheme: ColorScheme) throws {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let canvas = try TestSupport.renderer.render(ShapeSampler(), environment: env, background: Color(light: .white, dark: .black))
        let path = TestSupport.root.appendingPathComponent("Snapshots/RowScene/shapes.\(scheme.rawValue)@3x.png").path
        if let message = try Golden(path: path, scale: 3).check(canvas).failureMessage { Issue.record("\(path): \(message)") }
    }

    /// A custom shape's path is exactly what it builds, scaled to pixels.
    @Test func customShapeFillIsItsPath() throws {
        let list = try TestSupport.renderer.displayList(Triangle().fill(Color.black).frame(width: 10, height: 10), environment: {
            var e = EnvironmentValues(); e.displayScale = 2; return e }())
        guard case let .fill(shape, _, _, _) = list.ops.first, case let .path(p) = shape.kind else { Issue.record("no path fill"); return }
        #expect(p.elements == [.move(Point(10, 0)), .line(Point(20, 20)), .line(Point(0, 20)), .close])
    }

    /// A `Path` view (and any shape drawing from (0, 0)) draws in its frame, as in SwiftUI:
    /// the shape's space starts at the frame's corner, not at the row's.
    @Test func aPathViewDrawsInItsFrame() throws {
        let square = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0)); p.addLine(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 0, y: 10)); p.closeSubpath()
        }
        let view = square.fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10).padding(20)
        let canvas = try TestSupport.renderer.render(view, environment: { var e = EnvironmentValues(); e.displayScale = 1; return e }())
        #expect(canvas[25, 25] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(canvas[5, 5].r != 255)
    }

    /// Path's builders follow SwiftUI: arcs in y-down space, rects and ellipses stay exact,
    /// bounds come from the points.
    @Test func pathBuilders() throws {
        var p = RowScene.Path()
        p.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(abs(p.currentPoint!.x - 10) < 1e-9 && abs(p.currentPoint!.y - 20) < 1e-9)   // a quarter turn clockwise on screen
        #expect(p.boundingRect.minX >= 10 - 1e-9 && abs(p.boundingRect.maxY - 20) < 1e-6)
        var q = RowScene.Path()
        q.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(abs(q.boundingRect.minY) < 1e-6)   // the long way round, through the top
        // Angles a whole turn apart in the arc's direction make the whole circle, either way round
        // (a progress ring at 100 %); more than a turn is still one circle.
        for (start, end, clockwise) in [(-90.0, 270.0, false), (270.0, -90.0, true), (0.0, 720.0, false)] {
            var full = RowScene.Path()
            full.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
            let box = full.boundingRect
            #expect(abs(box.minX) < 1e-6 && abs(box.maxX - 20) < 1e-6 && abs(box.minY) < 1e-6 && abs(box.maxY - 20) < 1e-6,
                    "\(start)…\(end) \(clockwise): \(box)")
        }
        // Against the direction, a whole turn is nothing.
        var none = RowScene.Path()
        none.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(270), endAngle: .degrees(-90), clockwise: false)
        #expect(none.boundingRect.width < 1e-6)
        let r = RowScene.Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(r.boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4) && !r.isEmpty && RowScene.Path().isEmpty)
        #expect(r.offsetBy(dx: 10, dy: 0).boundingRect.minX == 11)
    }
}

/// `mask { }` with any view: the content keeps the mask's alpha (a view, not only a shape),
/// the mask laid out like an overlay in the content's frame.
@MainActor @Suite struct ViewMaskTests {
    @Test func aViewMaskKeepsTheContentWhereItIsOpaque() throws {
        let row = Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20)
            .mask(alignment: .leading) {
                HStack(spacing: 0) {
                    Color.black.frame(width: 10)          // opaque: red stays
                    Color.black.opacity(0.5).frame(width: 10)   // half
                }
            }
            .background(Color(red: 0, green: 0, blue: 1))
        let canvas = try TestSupport.renderer.render(row, environment: { var e = EnvironmentValues(); e.displayScale = 1; return e }())
        #expect(canvas[5, 10] == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(canvas[15, 10] == Pixel(r: 128, g: 0, b: 127, a: 255))   // half red over the blue background
        #expect(canvas[30, 10] == Pixel(r: 0, g: 0, b: 255, a: 255))     // outside the mask: the red is gone
        // Text as a mask: the gradient shows only through the glyphs.
        let text = LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)
            .frame(width: 60, height: 30)
            .mask { Text("Hi").font(.system(size: 24, weight: .black)) }
        let list = try TestSupport.renderer.displayList(text)
        #expect(list.ops.contains { if case .beginLayer(let s) = $0 { return s.isMask }; return false })
        let drawn = try TestSupport.renderer.render(text)
        var opaque = 0, clear = 0
        for y in 0..<drawn.height { for x in 0..<drawn.width { if drawn[x, y].a == 255 { opaque += 1 } else if drawn[x, y].a == 0 { clear += 1 } } }
        #expect(opaque > 100 && clear > opaque)   // glyph-shaped, not the whole rectangle
    }
}
